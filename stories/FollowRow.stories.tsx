import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FollowRow } from '../ui';
import { social } from './fixtures/blog';

const meta = {
  title: 'Blog/FollowRow',
  component: FollowRow,
  args: { links: social },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, margin: '0 auto', padding: '0 24px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FollowRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Instagram', 'LinkedIn', 'GitHub', 'Twitter', 'Medium']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
  },
};
