import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '../ui';
import { DemoBox } from './fixtures/layout';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  tags: ['responsive'],
  args: { children: <DemoBox>On the content column: at most 72rem wide, centred</DemoBox> },
  argTypes: { children: { control: false }, as: { control: false } },
  parameters: {
    docs: {
      description: {
        component: `Puts its content on the page's content column: at most \`72rem\` wide, centred,
and always 1.5rem (1rem on phones) clear of the screen's edges. Use it, or the
\`contentColumn\`/\`contentInset\` mixins, for anything whose edges must line up with the rest of
the page. Pass \`as\` for a landmark.

\`\`\`tsx
<Container as="main" id="main">…</Container>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 1280 px the column is 72rem, centred; on a phone it keeps 1rem from each edge. */
export const Default: Story = {};
