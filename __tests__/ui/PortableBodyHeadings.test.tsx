import { ThemeProvider } from '@emotion/react';
import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/PortableBody.stories';
import { tocBody } from '../../stories/fixtures/toc';
import {
  headingsOf,
  PortableBody,
  RESERVED_HEADING_IDS,
  slugify,
  theme,
  type BodyBlock,
} from '../../ui';

const { Headings, LinkCopied, CopyLink } = composeStories(stories);

const withTheme = {
  wrapper: ({ children }: { children: React.ReactNode }) => (
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  ),
};

let key = 0;
const block = (style: string, text: string, extra: Partial<BodyBlock> = {}): BodyBlock => ({
  _type: 'block',
  _key: `k${(key += 1)}`,
  style,
  markDefs: [],
  children: [{ _type: 'span', _key: 's', text, marks: [] }],
  ...extra,
});

describe('slugify', () => {
  it.each([
    ['Why it matters', 'why-it-matters'],
    ['  Debounce: wait for a pause!  ', 'debounce-wait-for-a-pause'],
    ['1. Rename screenshots by date', '1-rename-screenshots-by-date'],
    ["Don't repeat yourself", 'dont-repeat-yourself'],
    ['Café & crème brûlée', 'cafe-creme-brulee'],
    ['Привет, мир', 'привет-мир'],
    ['日本語の見出し', '日本語の見出し'],
    ['C# vs. F#', 'c-vs-f'],
    ['?!', 'section'],
    ['', 'section'],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('headingsOf', () => {
  it('lists h1 and h2 as sections and h3 as subsections, in reading order', () => {
    expect(
      headingsOf([
        block('normal', 'Intro'),
        block('h1', 'Top'),
        block('h2', 'Second'),
        block('h3', 'Sub'),
        block('h4', 'Too deep'),
        block('blockquote', 'Quote'),
        { _type: 'code', _key: 'c', code: '## not a heading' },
      ]),
    ).toEqual([
      { id: 'top', text: 'Top', level: 2 },
      { id: 'second', text: 'Second', level: 2 },
      { id: 'sub', text: 'Sub', level: 3 },
    ]);
  });

  it('joins the spans of a heading into its text', () => {
    const heading: BodyBlock = {
      _type: 'block',
      _key: 'h',
      style: 'h2',
      markDefs: [],
      children: [
        { _type: 'span', _key: 'a', text: 'Why ', marks: [] },
        { _type: 'span', _key: 'b', text: 'useEffect', marks: ['code'] },
        { _type: 'span', _key: 'c', text: '  runs twice ', marks: ['em'] },
      ],
    };
    expect(headingsOf([heading])).toEqual([
      { id: 'why-useeffect-runs-twice', text: 'Why useEffect runs twice', level: 2 },
    ]);
  });

  it('makes ids unique within the post', () => {
    expect(
      headingsOf([
        block('h2', 'Setup'),
        block('h3', 'Setup'),
        block('h2', 'Setup 2'),
        block('h2', 'Setup'),
        block('h2', '!!!'),
        block('h2', '???'),
      ]).map((h) => h.id),
    ).toEqual(['setup', 'setup-2', 'setup-2-2', 'setup-3', 'section', 'section-2']);
  });

  it('never takes an id the page already uses', () => {
    expect(RESERVED_HEADING_IDS).toEqual(expect.arrayContaining(['main', 'post-body']));
    expect(headingsOf([block('h2', 'Main'), block('h2', 'Comments')]).map((h) => h.id)).toEqual([
      'main-2',
      'comments-2',
    ]);
  });

  it('skips list items, malformed blocks and non-blocks', () => {
    expect(
      headingsOf([
        block('h2', 'In a list', { listItem: 'bullet', level: 1 }),
        { _type: 'block', _key: 'x', style: 'h2' },
        { _type: 'youtube', _key: 'y', style: 'h2' },
        null as unknown as BodyBlock,
        block('h3', 'Kept'),
      ]),
    ).toEqual([{ id: 'kept', text: 'Kept', level: 3 }]);
  });
});

describe('PortableBody headings', () => {
  it('give every h2 and h3 the id headingsOf gives it, and keep their names', () => {
    render(<Headings />);
    const headings = screen.getAllByRole('heading');
    expect(headings.map((h) => [h.tagName, h.id, h.textContent])).toEqual(
      headingsOf(tocBody).map((h) => [`H${h.level}`, h.id, h.text]),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Timers' })).toHaveAttribute(
      'id',
      'timers',
    );
  });

  it('have a link to themselves and a copy-link button', () => {
    render(<Headings />);
    expect(
      screen.getByRole('link', { name: 'Link to section Three cleanups I write all the time' }),
    ).toHaveAttribute('href', '#three-cleanups-i-write-all-the-time');
    expect(
      screen.getByRole('button', { name: 'Copy link to section Event listeners' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Link to section / })).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: /^Copy link to section / })).toHaveLength(5);
  });

  it('report a copy with the heading id, and say so politely', async () => {
    const user = userEvent.setup();
    const onCopyLink = fn();
    render(<CopyLink onCopyLink={onCopyLink} />);
    const statuses = screen.getAllByRole('status');
    expect(statuses.every((status) => status.textContent === '')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Copy link to section Timers' }));
    expect(onCopyLink).toHaveBeenCalledWith({ id: 'timers' });
    const copied = screen.getByText('Link copied');
    expect(copied).toHaveAttribute('role', 'status');
    expect(screen.getAllByText('Link copied')).toHaveLength(1);
  });

  it("show 'Link copied' for the copied heading only", () => {
    render(<LinkCopied />);
    // One status region per heading, in the headings' order; the second heading was copied.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      '',
      'Link copied',
      '',
      '',
      '',
    ]);
    expect(screen.getAllByRole('heading')[1]).toHaveAccessibleName(
      'Three cleanups I write all the time',
    );
  });

  it('keep the anchor link but no copy button without onCopyLink', () => {
    render(<PortableBody value={tocBody} />, withTheme);
    expect(screen.getAllByRole('link', { name: /^Link to section / })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: /^Copy link/ })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('render h4 and deeper without an id or controls', () => {
    render(<PortableBody value={[block('h4', 'Fine print')]} />, withTheme);
    const heading = screen.getByRole('heading', { level: 4, name: 'Fine print' });
    expect(heading).not.toHaveAttribute('id');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('have no axe violations, copied or not', async () => {
    const { container, unmount } = render(<Headings />);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const view = render(<LinkCopied />);
    expect(await axe(view.container)).toHaveNoViolations();
  });
});
