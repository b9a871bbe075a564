import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, VisuallyHidden } from '../ui';
import { Padded } from './fixtures/layout';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' blog articles' },
  argTypes: { children: { control: 'text' } },
  render: (args) => (
    <Padded>
      <Link href="/blog">
        Read More
        <VisuallyHidden {...args} />
      </Link>
    </Padded>
  ),
  parameters: {
    docs: {
      description: {
        component: `Text for screen readers and search engines only: it stays in the
accessibility tree but takes no space on screen. Use it to finish a short visible label so the
control makes sense out of context (a list of links read aloud), without changing what sighted
users see. Do not hide anything focusable in it.

\`\`\`tsx
<Link href="/blog">
  Read More<VisuallyHidden> blog articles</VisuallyHidden>
</Link>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link shows "Read More" and is announced as "Read More blog articles". */
export const CompletesALinkName: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Read More blog articles' }),
    ).toBeVisible();
  },
};
