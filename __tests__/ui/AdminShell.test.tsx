import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/AdminShell.stories';

const { Overview, WithBadges, KeyboardTabs } = composeStories(stories);

describe('AdminShell', () => {
  it("names the area and who is logged in, with five tabs and the selected one's panel", () => {
    render(<Overview />);
    expect(screen.getByRole('heading', { level: 1, name: "Owner's area" })).toBeInTheDocument();
    expect(screen.getByText('site_owner')).toBeInTheDocument();
    expect(screen.getByText(/owner@aarav\.example/)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Overview',
      'Comments',
      'Inbox',
      'Drafts',
      'Builds',
    ]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    // Roving tabindex: only the selected tab is in the tab order.
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(panel).toHaveTextContent('The overview panel.');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
  });

  it('shows count badges with what they count, and none for 0', () => {
    render(<WithBadges />);
    expect(screen.getByRole('tab', { name: 'Inbox (1 unread)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Comments (2 hidden)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Builds' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('heading', { name: 'Inbox' }),
    );
  });

  it('selects a tab on click, and not again when it is already selected', async () => {
    const user = userEvent.setup();
    const onSelect = fn();
    render(<Overview onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Builds' }));
    expect(onSelect).toHaveBeenCalledWith({ tab: 'builds' });
    expect(screen.getByRole('tabpanel', { name: 'Builds' })).toHaveTextContent('The builds panel.');
    await user.click(screen.getByRole('tab', { name: 'Builds' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('moves and selects with Left, Right (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const onSelect = fn();
    render(<Overview onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith({ tab: 'builds' });
    expect(screen.getByRole('tab', { name: 'Builds' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(onSelect).toHaveBeenLastCalledWith({ tab: 'overview' });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab bar for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Inbox' })).toHaveFocus();
  });

  it('passes its keyboard story', async () => {
    await KeyboardTabs.run();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<WithBadges />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
