import { ThemeProvider } from '@emotion/react';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/SearchDialog.stories';
import { searchCategories, searchPosts } from '../../stories/fixtures/search';
import {
  SearchDialog,
  excerptParts,
  theme,
  type SearchDialogProps,
  type SearchResult,
} from '../../ui';

const {
  Idle,
  Loading,
  Results,
  ResultsFiltered,
  NoResults,
  LoadFailed,
  LongContent,
  KeyboardFlow,
  EscapeCloses,
} = composeStories(stories);

const react = searchPosts('react').results;

/** The dialog with spies for every callback; `props` override any of them. */
function openDialog(props: Partial<SearchDialogProps> = {}) {
  const spies = {
    onClose: fn(),
    onQueryChange: fn(),
    onToggleCategory: fn(),
    onActiveIndexChange: fn(),
    onSelect: fn(),
  };
  render(
    <ThemeProvider theme={theme}>
      <SearchDialog
        open
        query="react"
        categories={searchCategories}
        selectedCategories={[]}
        status="ready"
        results={react}
        total={react.length}
        activeIndex={-1}
        {...spies}
        {...props}
      />
    </ThemeProvider>,
  );
  return spies;
}

describe('excerptParts', () => {
  it('splits an excerpt into text and matches', () => {
    expect(excerptParts('Runs <mark>cleanup</mark> before the <mark>next</mark> one')).toEqual([
      { text: 'Runs ', match: false },
      { text: 'cleanup', match: true },
      { text: ' before the ', match: false },
      { text: 'next', match: true },
      { text: ' one', match: false },
    ]);
  });

  it('decodes the escaped characters once, after finding the marks', () => {
    expect(
      excerptParts('Tom &amp; Jerry say &quot;hi&quot; &#39;x&#x27; &lt;<mark>b</mark>&gt;'),
    ).toEqual([
      { text: 'Tom & Jerry say "hi" \'x\' <', match: false },
      { text: 'b', match: true },
      { text: '>', match: false },
    ]);
    // A double-escaped entity is the text of an entity, not a character.
    expect(excerptParts('&amp;lt;script&amp;gt;')).toEqual([
      { text: '&lt;script&gt;', match: false },
    ]);
  });

  it('keeps escaped markup as text: &lt;script&gt; and &lt;mark&gt; are not tags', () => {
    expect(excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; &lt;mark&gt;x')).toEqual([
      { text: '<script>alert(1)</script> <mark>x', match: false },
    ]);
  });

  it('reads only <mark> as markup; other raw tags stay literal text', () => {
    expect(excerptParts('<img src=x onerror=alert(1)><mark>hit</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)>', match: false },
      { text: 'hit', match: true },
    ]);
  });

  it('survives a stray <mark> or </mark>', () => {
    expect(excerptParts('a <mark>b')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
    ]);
    expect(excerptParts('a </mark>b')).toEqual([{ text: 'a b', match: false }]);
    expect(excerptParts('<mark></mark>')).toEqual([]);
  });

  it('leaves unknown and impossible character references as they are', () => {
    expect(excerptParts('&nbsp;&#0;&#x110000;&#xD800;&#65;')).toEqual([
      { text: '&nbsp;&#0;&#x110000;&#xD800;A', match: false },
    ]);
  });
});

describe('SearchDialog', () => {
  it('is a modal dialog named "Search posts" whose field has the focus', () => {
    render(<Idle />);
    const dialog = screen.getByRole('dialog', { name: 'Search posts' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = within(dialog).getByRole('combobox', { name: 'Search posts' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Search the posts’ titles, text and categories.',
    );
  });

  it('offers a pressed/unpressed filter button per category', () => {
    render(<ResultsFiltered />);
    const group = screen.getByRole('group', { name: 'Filter by category' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(searchCategories);
    expect(within(group).getByRole('button', { name: 'DevOps' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'React' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('lists the results as options: title, date, categories and the marked excerpt', () => {
    render(<Results />);
    const field = screen.getByRole('combobox', { name: 'Search posts' });
    const listbox = screen.getByRole('listbox', { name: 'Posts found' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(
      react.map((_, i) => (i === 1 ? 'true' : 'false')),
    );
    const active = screen.getByRole('option', { name: /^Core Web Vitals for React Developers / });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveTextContent('11 June 2025 · React, DevOps');
    expect(active).toHaveAccessibleName(
      /^Core Web Vitals for React Developers 11 June 2025 · React, DevOps Largest Contentful/,
    );
    expect(
      within(active)
        .getAllByRole('mark')
        .map((m) => m.textContent),
    ).toEqual(['React']);
  });

  it('leaves the date out when a result has none', () => {
    render(<LongContent />);
    const option = screen.getByRole('option', { name: /^https:\/\/example\.com/ });
    expect(option).toHaveAccessibleName(/\/react React No date on this one/);
  });

  it.each([
    ['Results', Results, '3 results for “react”'],
    ['ResultsFiltered', ResultsFiltered, '1 result for “react” in DevOps'],
    ['Loading', Loading, 'Searching…'],
    ['NoResults', NoResults, 'No posts match “kubernetes”'],
    ['LoadFailed', LoadFailed, 'Search is not available: the search index could not be loaded.'],
    [
      'LongContent',
      LongContent,
      '40 results for “react” in React, Accessibility, showing the first 2',
    ],
  ])('says where the search is (%s)', (_name, Story, text) => {
    render(<Story />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('has a default error message', () => {
    openDialog({ status: 'error', results: [], total: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Search is not available right now.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('renders excerpts as text: no markup from the index reaches the page', () => {
    const hostile: SearchResult = {
      id: 'x',
      url: '/blog/x',
      title: '<b>Title</b>',
      categories: ['React'],
      excerpt:
        '<img src=x onerror="alert(1)"> &lt;script&gt;alert(1)&lt;/script&gt; <mark>hit</mark> <mark>tail',
    };
    openDialog({ results: [hostile], total: 1 });
    const option = screen.getByRole('option', { name: /^<b>Title<\/b> React / });
    expect(within(option).queryByRole('img')).toBeNull();
    expect(within(option).queryByText('Title', { selector: 'b' })).toBeNull();
    expect(option).toHaveTextContent(
      '<img src=x onerror="alert(1)"> <script>alert(1)</script> hit tail',
    );
    expect(
      within(option)
        .getAllByRole('mark')
        .map((m) => m.textContent),
    ).toEqual(['hit', 'tail']);
  });

  it('reports typing and filter presses', async () => {
    const user = userEvent.setup();
    const spies = openDialog({ query: '' });
    await user.keyboard('r');
    expect(spies.onQueryChange).toHaveBeenLastCalledWith({ value: 'r' });
    await user.click(screen.getByRole('button', { name: 'Node.js' }));
    expect(spies.onToggleCategory).toHaveBeenCalledWith({ category: 'Node.js' });
  });

  it('moves the active option with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const none = openDialog();
    await user.keyboard('{ArrowDown}');
    expect(none.onActiveIndexChange).toHaveBeenLastCalledWith({ index: 0 });
    await user.keyboard('{ArrowUp}');
    expect(none.onActiveIndexChange).toHaveBeenLastCalledWith({ index: 2 });
  });

  it.each([
    [0, '{ArrowDown}', 1],
    [2, '{ArrowDown}', 0],
    [1, '{ArrowUp}', 0],
    [0, '{ArrowUp}', 2],
    [1, '{Home}', 0],
    [1, '{End}', 2],
  ])('from option %i, %s makes option %i active', async (from, key, to) => {
    const user = userEvent.setup();
    const spies = openDialog({ activeIndex: from });
    await user.keyboard(key);
    expect(spies.onActiveIndexChange).toHaveBeenCalledTimes(1);
    expect(spies.onActiveIndexChange).toHaveBeenCalledWith({ index: to });
  });

  it('leaves Home, End and Enter to the field while no option is active', async () => {
    const user = userEvent.setup();
    const spies = openDialog();
    await user.keyboard('{End}{Home}{Enter}');
    expect(spies.onActiveIndexChange).not.toHaveBeenCalled();
    expect(spies.onSelect).not.toHaveBeenCalled();
  });

  it('chooses the active option with Enter and closes on Escape', async () => {
    const user = userEvent.setup();
    const spies = openDialog({ activeIndex: 2 });
    await user.keyboard('{Enter}');
    expect(spies.onSelect).toHaveBeenCalledWith({ result: react[2] });
    await user.keyboard('{Escape}');
    expect(spies.onClose).toHaveBeenCalledTimes(1);
  });

  it('follows the pointer and chooses the clicked option, keeping the focus in the field', async () => {
    const user = userEvent.setup();
    const spies = openDialog();
    const option = screen.getByRole('option', { name: /^A Typed Fastify API in an Afternoon / });
    await user.hover(option);
    expect(spies.onActiveIndexChange).toHaveBeenCalledWith({ index: 2 });
    await user.click(option);
    expect(spies.onSelect).toHaveBeenCalledWith({ result: react[2] });
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('tabs from the field through the filters to the close button and back', async () => {
    const user = userEvent.setup();
    const spies = openDialog();
    const stops = [
      ...searchCategories.map((name) => screen.getByRole('button', { name })),
      screen.getByRole('button', { name: 'Close search' }),
      screen.getByRole('combobox'),
    ];
    for (const stop of stops) {
      await user.tab();
      expect(stop).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(spies.onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    openDialog({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['Idle', Idle],
    ['Loading', Loading],
    ['Results', Results],
    ['NoResults', NoResults],
    ['LoadFailed', LoadFailed],
    ['LongContent', LongContent],
  ])('has no axe violations (%s)', async (_name, Story) => {
    const { baseElement } = render(<Story />);
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});

// Play functions mount their story outside Testing Library's container, so they run last.
describe('SearchDialog stories', () => {
  it.each([
    ['KeyboardFlow', KeyboardFlow],
    ['EscapeCloses', EscapeCloses],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getByRole('button', { name: 'Search posts' })).toBeInTheDocument();
  });
});
