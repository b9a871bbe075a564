import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/TableOfContents.stories';
import { nested } from '../../stories/fixtures/toc';

const { Default, ActiveSection, Nested, LongTitles, CollapsedPhone, InLayout } =
  composeStories(stories);

describe('TableOfContents', () => {
  it('is a navigation landmark with an ordered list of links to the sections', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Table of contents' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'What the cleanup function is for',
      'Three cleanups I write all the time',
      'Why Strict Mode runs effects twice',
      'A quick checklist',
    ]);
    expect(links[3]).toHaveAttribute('href', '#a-quick-checklist');
  });

  it('marks no entry when no section is being read', () => {
    render(<Default />);
    for (const link of screen.getAllByRole('link')) {
      expect(link).not.toHaveAttribute('aria-current');
    }
  });

  it('marks the section being read, and only that one', () => {
    render(<ActiveSection />);
    expect(
      screen.getByRole('link', { name: 'Why Strict Mode runs effects twice' }),
    ).toHaveAttribute('aria-current', 'location');
    expect(
      screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('nests subsections in a list inside their section', () => {
    render(<Nested />);
    // The sections' list, then the subsections of 'Start small' and of 'Why schemas matter'.
    const [sectionList, first, second] = screen.getAllByRole('list');
    expect(screen.getAllByRole('list')).toHaveLength(3);
    expect(within(sectionList!).getAllByRole('link')).toHaveLength(7);
    const names = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names(first!)).toEqual(['Routes', 'Schemas']);
    expect(names(second!)).toEqual(['Validation', 'Serialization']);
    expect(within(second!).getByRole('link', { name: 'Validation' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('keeps long titles whole', () => {
    render(<LongTitles />);
    expect(
      screen.getByRole('link', {
        name: 'Incrementally migrating a large class-component codebase to hooks without breaking production',
      }),
    ).toBeInTheDocument();
  });

  it('is collapsed until its summary is pressed, and closes when an entry is followed', async () => {
    const user = userEvent.setup();
    const onNavigate = fn();
    render(<CollapsedPhone onNavigate={onNavigate} />);
    const summary = screen.getByText('On this page', { selector: 'summary' });
    const link = screen.getByRole('link', { name: 'A quick checklist' });
    expect(link).not.toBeVisible();
    await user.click(summary);
    expect(link).toBeVisible();
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith({ id: 'a-quick-checklist' });
    expect(link).not.toBeVisible();
  });

  it('takes its title from the title prop', () => {
    render(<Default title="In this post" />);
    expect(screen.getByText('In this post', { selector: 'summary' })).toBeInTheDocument();
  });

  it('renders nothing without headings', () => {
    render(<Default headings={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText('On this page')).toBeNull();
  });

  it('links each entry to a heading of the body beside it', () => {
    render(<InLayout />);
    const nav = screen.getByRole('navigation', { name: 'Table of contents' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) {
      const heading = screen.getByRole('heading', { name: link.textContent! });
      expect(link).toHaveAttribute('href', `#${heading.id}`);
    }
    expect(within(nav).getByRole('link', { name: 'Event listeners' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('has no axe violations, closed or open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Nested headings={nested} />);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByText('On this page', { selector: 'summary' }));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations beside a body', async () => {
    const { container } = render(<InLayout />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
