import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PortableBody, PostColumns, PostHeader, PostLayout, TableOfContents } from '../ui';
import { posts } from './fixtures/blog';
import { longTitles, nested, sections, tocBody, tocBodyHeadings } from './fixtures/toc';

const meta = {
  title: 'Blog/TableOfContents',
  component: TableOfContents,
  tags: ['responsive'],
  args: { headings: sections, onNavigate: fn() },
  render: (args) => (
    <div style={{ maxWidth: 760, margin: '0 auto', padding: 24 }}>
      <TableOfContents {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The sections of a post, for posts with three or more headings. Beside the text from 1280px (in `PostColumns`), a collapsible block above it on phones and tablets. The site marks the section being read with `activeId`.\n\n```tsx\nconst headings = headingsOf(body);\n<PostColumns aside={<TableOfContents headings={headings} activeId={activeId} />}>\n  <PortableBody value={body} />\n</PostColumns>\n```',
      },
    },
  },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four sections, none being read yet (the reader is in the introduction). */
export const Default: Story = {};

/** The third section is being read: bold on a wide bar, and `aria-current="location"`. */
export const ActiveSection: Story = {
  args: { activeId: 'why-strict-mode-runs-effects-twice' },
};

/** Subsections (h3) nested and indented under their section; a subsection is being read. */
export const Nested: Story = {
  args: { headings: nested, activeId: 'validation' },
};

/** Headings that wrap, and a word longer than the column that breaks instead of overflowing. */
export const LongTitles: Story = {
  args: { headings: longTitles, activeId: 'usesyncexternalstorewithselector' },
};

/** On a phone: closed by default, one 44px row that says what it holds. */
export const CollapsedPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-only'],
};

/** On a phone, opened: every section a full-width 44px target. */
export const ExpandedPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['phone-only'],
  args: { activeId: 'three-cleanups-i-write-all-the-time' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('On this page', { selector: 'summary' }));
    await expect(canvas.getByRole('link', { name: 'A quick checklist' })).toBeVisible();
  },
};

/**
 * In a post: from 1280px beside the text, sticky below the header, the text column where it is
 * without a table of contents; below that, the collapsed block between the header and the text.
 */
export const InLayout: Story = {
  args: { headings: tocBodyHeadings, activeId: 'event-listeners' },
  decorators: [
    (Story) => (
      <PostLayout>
        <PostHeader
          title={posts[0]!.title}
          publishedAt={posts[0]!.publishedAt}
          readingMinutes={4}
          categories={posts[0]!.categories}
        />
        <PostColumns aside={<Story />}>
          <PortableBody value={tocBody} onCopyLink={fn()} />
        </PostColumns>
      </PostLayout>
    ),
  ],
  // The post layout is the frame here, not the meta's 760px column.
  render: (args) => <TableOfContents {...args} />,
};
