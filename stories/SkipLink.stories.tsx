import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from '../ui';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  args: { href: '#main', children: 'Skip to content' },
  argTypes: { children: { control: 'text' } },
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <SkipLink {...args} />
      <main id="main" style={{ padding: '4rem 1.5rem 1.5rem' }}>
        The page's main content.
      </main>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component: `"Skip to content": the page's first focusable element, so keyboard users can
jump past the top bar. It stays off screen until it has focus (the first Tab on a page), then
shows over the top-left corner. Its \`href\` is \`#\` plus the \`<main>\`'s id.

\`\`\`tsx
<SkipLink href="#main">Skip to content</SkipLink>
…
<main id="main">…</main>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any Tab: nothing shows. */
export const Hidden: Story = {};

/** The first Tab brings it into view. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#main');
  },
};
