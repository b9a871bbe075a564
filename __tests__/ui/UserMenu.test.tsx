import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import { initials } from '../../ui';
import * as stories from '../../stories/UserMenu.stories';

const { Closed, Open, OpenWithAccount, WithImage, ChooseLogout, KeyboardEscape } =
  composeStories(stories);

describe('UserMenu', () => {
  it("offers 'Your account' above Logout when given where it is, and closes on the way", async () => {
    const user = userEvent.setup();
    const onOpenChange = fn();
    render(<OpenWithAccount onOpenChange={onOpenChange} />);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Your account', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/account');
    await user.click(screen.getByRole('menuitem', { name: 'Your account' }));
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
  });

  it('shows the username and a 40px initials avatar on a closed menu button', () => {
    render(<Closed />);
    const button = screen.getByRole('button', { name: 'priya_sharma' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByText('PS')).toHaveStyle({ width: '40px', height: '40px' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('presentation', { hidden: true })).not.toBeInTheDocument();
  });

  it('keeps a long name whole as the button name and tooltip, whatever the screen shows', () => {
    render(<Closed username="shreya_krishnamurthy" />);
    const button = screen.getByRole('button', { name: 'shreya_krishnamurthy' });
    expect(button).toHaveAttribute('title', 'shreya_krishnamurthy');
  });

  it('shows an image avatar when given one', () => {
    render(<WithImage />);
    const img = screen.getByRole('presentation', { hidden: true });
    expect(screen.queryByText('AM')).not.toBeInTheDocument();
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('alt', '');
  });

  it('opens a menu with Logout and reports the choice', async () => {
    const user = userEvent.setup();
    const onLogout = fn();
    const onOpenChange = fn();
    render(<Closed onLogout={onLogout} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'priya_sharma' }));
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: true });
    const item = screen.getByRole('menuitem', { name: 'Logout' });
    expect(item).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
  });

  it('closes on Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    render(<Closed />);
    const button = screen.getByRole('button', { name: 'priya_sharma' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const onOpenChange = fn();
    render(
      <div>
        <p>Outside</p>
        <Open onOpenChange={onOpenChange} />
      </div>,
    );
    await user.click(screen.getByText('Outside'));
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
  });

  it('makes initials from one or two words', () => {
    expect(initials('jane doe')).toBe('JD');
    expect(initials('aarav')).toBe('A');
    expect(initials('  ')).toBe('?');
  });

  it('has no axe violations, open or closed', async () => {
    const { container, unmount } = render(<Open />);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const view = render(<Closed />);
    expect(await axe(view.container)).toHaveNoViolations();
  });
});

describe('UserMenu stories', () => {
  it.each([
    ['ChooseLogout', ChooseLogout],
    ['KeyboardEscape', KeyboardEscape],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getByRole('button', { name: 'priya_sharma' })).toBeInTheDocument();
  });
});
