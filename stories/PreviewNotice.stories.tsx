import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewNotice } from '../ui';

const meta = {
  title: 'Blog/PreviewNotice',
  component: PreviewNotice,
  tags: ['responsive', 'banner'],
  args: { expiresAt: '2026-11-27T09:30:00Z' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, margin: '0 auto', padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PreviewNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above a draft opened through a private preview link (/preview). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'This link stops working on 27 Nov 2026, 09:30 UTC.',
    );
  },
};
