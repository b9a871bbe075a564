import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchButton, SearchDialog } from '../ui';
import { modalStory } from './fixtures/docs';
import {
  longResults,
  manyCategories,
  searchCategories,
  searchDocs,
  searchPosts,
} from './fixtures/search';

type Props = ComponentProps<typeof SearchDialog>;

/**
 * Holds what the site's search state holds (open, query, filters, active option) and reports
 * every change to the story's spies; the results come from the args. A button reopens it.
 */
function Harness(props: Props & { live?: boolean }) {
  const { live = false, ...args } = props;
  const [open, setOpen] = useState(args.open);
  const [query, setQuery] = useState(args.query);
  const [selected, setSelected] = useState(args.selectedCategories);
  const [activeIndex, setActiveIndex] = useState(args.activeIndex);
  // The Live story searches the fixtures as the reader types, as Pagefind does on the site.
  const found = live && query.trim() ? searchPosts(query, selected) : null;
  return (
    <div style={{ minHeight: 640, padding: 24 }}>
      <SearchButton onClick={() => setOpen(true)} />
      <SearchDialog
        {...args}
        open={open}
        query={query}
        selectedCategories={selected}
        activeIndex={activeIndex}
        status={live ? (found ? 'ready' : 'idle') : args.status}
        results={found ? found.results : args.results}
        total={found ? found.total : args.total}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        onQueryChange={(change) => {
          args.onQueryChange(change);
          setQuery(change.value);
          setActiveIndex(-1);
        }}
        onToggleCategory={(change) => {
          args.onToggleCategory(change);
          setSelected((now) =>
            now.includes(change.category)
              ? now.filter((c) => c !== change.category)
              : [...now, change.category],
          );
          setActiveIndex(-1);
        }}
        onActiveIndexChange={(change) => {
          args.onActiveIndexChange(change);
          setActiveIndex(change.index);
        }}
      />
    </div>
  );
}

const react = searchPosts('react');
const reactInDevOps = searchPosts('react', ['DevOps']);

const meta = {
  title: 'Blog/SearchDialog',
  component: SearchDialog,
  tags: ['modal', 'input', 'field'],
  render: (args) => <Harness {...args} />,
  args: {
    open: true,
    query: '',
    categories: searchCategories,
    selectedCategories: [],
    status: 'idle',
    results: [],
    total: 0,
    activeIndex: -1,
    onClose: fn(),
    onQueryChange: fn(),
    onToggleCategory: fn(),
    onActiveIndexChange: fn(),
    onSelect: fn(),
  },
  parameters: modalStory,
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: an empty field with the focus, every filter off. */
export const Idle: Story = { tags: ['responsive'] };

/** The index (and its filters) still loading after the first keys. */
export const Loading: Story = { args: { query: 'react', status: 'loading', categories: [] } };

/** Results with the matches marked; the second is active (arrow keys or the pointer). */
export const Results: Story = {
  tags: ['responsive'],
  args: { query: 'react', status: 'ready', ...react, activeIndex: 1 },
};

/** One filter on: only the posts in DevOps. */
export const ResultsFiltered: Story = {
  args: {
    query: 'react',
    status: 'ready',
    selectedCategories: ['DevOps'],
    ...reactInDevOps,
    activeIndex: 0,
  },
};

/** Nothing matches: the status line says so. */
export const NoResults: Story = {
  args: { query: 'kubernetes', status: 'ready', results: [], total: 0 },
};

/** The index could not be loaded. */
export const LoadFailed: Story = {
  args: {
    query: 'react',
    status: 'error',
    errorMessage: 'Search is not available: the search index could not be loaded.',
  },
};

/** Long titles and excerpts, unbroken words and more filters than fit a row; 2 of 40 shown. */
export const LongContent: Story = {
  tags: ['responsive'],
  args: {
    query: 'react',
    status: 'ready',
    categories: manyCategories,
    selectedCategories: ['React', 'Accessibility'],
    results: longResults,
    total: 40,
    activeIndex: 0,
  },
};

/** Searching the fixtures as you type: try a word from a post's text, e.g. "subscription". */
export const Live: Story = { render: (args) => <Harness {...args} live /> };

const cleanup = searchDocs[0]!;

/** Keyboard only: type a word from a post's body, ArrowDown to it, Enter to open it. */
export const KeyboardFlow: Story = {
  render: (args) => <Harness {...args} live />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const field = body.getByRole('combobox', { name: 'Search posts' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('subscription');
    await expect(body.getByRole('status')).toHaveTextContent('1 result for “subscription”');
    await userEvent.keyboard('{ArrowDown}');
    const option = body.getByRole('option', { name: (name) => name.startsWith(cleanup.title) });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({
      result: expect.objectContaining({ url: cleanup.url }),
    });
  },
};

/** Escape closes it, and the focus goes back to the button that opened it. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Close search' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    const trigger = body.getByRole('button', { name: 'Search posts' });
    await userEvent.click(trigger);
    await waitFor(() => expect(body.getByRole('combobox')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};
