import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skills } from '../ui';
import { skills } from './fixtures/landing';

/** Named sets for the `skills` control (the raw array is unreadable in Controls). */
const skillSets = { 'All 24': skills, 'First 6': skills.slice(0, 6), One: skills.slice(0, 1) };

const meta = {
  title: 'Landing/Skills',
  component: Skills,
  tags: ['responsive'],
  args: { skills },
  argTypes: {
    skills: { control: 'select', options: Object.keys(skillSets), mapping: skillSets },
  },
} satisfies Meta<typeof Skills>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5 columns on large screens, 3 on small and medium ones. */
export const Default: Story = {};

export const One: Story = { args: { skills: skills.slice(0, 1) } };

/** The words of a text node that the browser laid out over more than one line. */
function brokenWords(text: Text): string[] {
  const broken: string[] = [];
  let at = 0;
  for (const word of text.data.split(' ')) {
    const range = document.createRange();
    range.setStart(text, at);
    range.setEnd(text, at + word.length);
    const lineTops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
    if (lineTops.size > 1) broken.push(word);
    at += word.length + 1;
  }
  return broken;
}

/** At 375px no name breaks inside a word ("TypeScri/pt"); names wrap only between words. */
export const MobileNamesWhole: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-only'],
  play: async ({ canvasElement }) => {
    const names = within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')!.firstChild as Text);
    await expect(names.flatMap(brokenWords)).toEqual([]);
  },
};
