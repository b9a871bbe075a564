import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardGrid, SectionHeading, SectionRoot } from '../ui';
import { DemoBox } from './fixtures/layout';

const meta = {
  title: 'Primitives/Section',
  component: SectionRoot,
  tags: ['responsive'],
  subcomponents: { SectionHeading, CardGrid },
  args: { id: 'services', 'aria-labelledby': 'services-heading' },
  argTypes: { children: { control: false } },
  render: (args) => (
    <SectionRoot {...args}>
      <SectionHeading id="services-heading">SERVICES</SectionHeading>
      <CardGrid>
        {['Web apps', 'APIs', 'Performance audits', 'Accessibility reviews'].map((name) => (
          <li key={name}>
            <DemoBox>{name}</DemoBox>
          </li>
        ))}
      </CardGrid>
    </SectionRoot>
  ),
  parameters: {
    docs: {
      description: {
        component: `The building blocks of a landing-page section. \`SectionRoot\` is the
\`<section>\`: on the page's content column, with roomy vertical padding, and scrolled to clear
of the sticky top bar when a link jumps to its \`id\`. \`SectionHeading\` is its \`<h2>\`.
\`CardGrid\` is a \`<ul>\` of cards: one column on phones, two from 768 px, three from 1024 px.
Name the section by its heading with \`aria-labelledby\`.

\`\`\`tsx
<SectionRoot id="services" aria-labelledby="services-heading">
  <SectionHeading id="services-heading">SERVICES</SectionHeading>
  <CardGrid>{items.map((item) => <li key={item.id}>…</li>)}</CardGrid>
</SectionRoot>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SectionRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading over a card grid: 1, 2 or 3 columns with the screen width. */
export const WithCardGrid: Story = {};
