import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DraftBadge } from '../ui';

const meta = {
  title: 'Blog/DraftBadge',
  component: DraftBadge,
  tags: ['badge', 'tag'],
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DraftBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside an unpublished post's title or date, in `npm run develop` and private previews. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
  },
};
