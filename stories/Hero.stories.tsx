import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Hero } from '../ui';
import { banners, owner, portrait } from './fixtures/landing';

const meta = {
  title: 'Landing/Hero',
  component: Hero,
  tags: ['responsive'],
  args: {
    greeting: owner.greeting,
    headline: owner.headline,
    bannerTop: banners.top,
    bannerBottom: banners.bottom,
    social: owner.social,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No portrait in content: the drawn, theme-coloured illustration fills the frame. */
export const Default: Story = {};

/** A portrait from content, cropped to a circle in the same square frame. */
export const WithPortrait: Story = {
  args: { portrait },
};

export const LongHeadline: Story = {
  args: {
    headline:
      'Full-stack developer building fast, accessible, well-tested web and mobile apps for people who are in a hurry',
  },
};

/** 'Hire Me' points at the contact section; the profile links open in a new tab. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hire Me' })).toHaveAttribute('href', '#contact');
    const social = canvas.getByRole('navigation', { name: 'Social profiles' });
    const names = within(social)
      .getAllByRole('link')
      .map((a) => a.getAttribute('aria-label'));
    await expect(names).toEqual(['Instagram', 'LinkedIn', 'GitHub']);
  },
};
