import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, LinkProvider, type LinkComponent } from '../ui';
import { pseudoStates } from './fixtures/docs';
import { Padded } from './fixtures/layout';

const states = pseudoStates('a');

/** Stands in for Gatsby's Link: an <a> that says it went through the router. */
const RouterLink: LinkComponent = ({ to, children, ...rest }) => (
  <a href={to} data-router-link="" {...rest}>
    {children}
  </a>
);

const meta = {
  title: 'Primitives/Link',
  component: Link,
  subcomponents: { LinkProvider },
  args: { href: '/blog', children: 'Read the blog' },
  argTypes: { children: { control: 'text' } },
  decorators: [
    (Story) => (
      <Padded>
        <LinkProvider component={RouterLink}>
          <Story />
        </LinkProvider>
      </Padded>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: `Every link in ui/. Give it an \`href\`: a route on this site (\`/blog\`), an
in-page anchor (\`#contact\`) or a full URL. Routes go through the router link of the nearest
\`LinkProvider\` (the site puts Gatsby's \`Link\` there, so pages prefetch and open without a
reload); anchors and other sites render a plain \`<a>\`. Either way the visitor gets an
\`<a href>\` with the same address, so it works before JavaScript and with "open in new tab".

\`\`\`tsx
<LinkProvider component={GatsbyLink}>
  <Link href="/blog">Blog</Link>
  <Link href="https://github.com/someone">GitHub</Link>
</LinkProvider>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A route: rendered by the provider's router link. */
export const Route: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Read the blog' });
    await expect(link).toHaveAttribute('href', '/blog');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

/** Another site: a plain <a>, whatever the provider. */
export const External: Story = {
  args: { href: 'https://github.com', children: 'GitHub', rel: 'noopener noreferrer' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'GitHub' });
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** An in-page anchor: a plain <a>. */
export const Anchor: Story = { args: { href: '#contact', children: 'Contact me' } };

/** Under the pointer: the underline thickens. */
export const Hover: Story = { parameters: states.hover };

/** Reached with Tab: the focus ring shows around it. */
export const Focused: Story = { parameters: states.focus };

/** Pressed: as under the pointer. */
export const Active: Story = { parameters: states.active };
