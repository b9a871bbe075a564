import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchButton } from '../ui';

const meta = {
  title: 'Blog/SearchButton',
  component: SearchButton,
  tags: ['responsive'],
  args: { onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Search" and its key from 1024px; the magnifier alone (44x44) below that. */
export const Default: Story = {};

/** A page whose search opens with another key shows that key. */
export const OtherShortcut: Story = { args: { shortcut: 'k' } };

/** Pressing it asks to open the search. */
export const Press: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search posts' });
    await expect(button).toHaveAttribute('aria-keyshortcuts', '/');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
