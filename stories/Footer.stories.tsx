import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '../ui';
import { owner } from './fixtures/landing';

const meta = {
  title: 'Landing/Footer',
  component: Footer,
  tags: ['responsive'],
  args: { ownerName: owner.name, year: 2025, email: owner.email, social: owner.social },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With the blog's RSS feed, as every page of the site shows it. */
export const WithFeed: Story = { args: { rssHref: '/rss.xml' } };
