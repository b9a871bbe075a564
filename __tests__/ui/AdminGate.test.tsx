import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/AdminGate.stories';

const { Checking, LoggedOut, NotOwner, Failed } = composeStories(stories);

describe('AdminGate', () => {
  it('keeps the page heading in every state', () => {
    for (const Story of [Checking, LoggedOut, NotOwner, Failed]) {
      const { unmount } = render(<Story />);
      expect(screen.getByRole('heading', { level: 1, name: "Owner's area" })).toBeInTheDocument();
      unmount();
    }
  });

  it('checking: a loader, nothing else to do', () => {
    render(<Checking />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account...');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('logged out: a link to log in, to the given address or /login', () => {
    render(<LoggedOut />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fadmin',
    );
    render(<LoggedOut loginHref={undefined} />);
    expect(screen.getAllByRole('link', { name: 'Log in' })[1]).toHaveAttribute('href', '/login');
  });

  it('not an owner: says who, how an owner is made, and logs out', async () => {
    const user = userEvent.setup();
    const onLogout = fn();
    render(<NotOwner onLogout={onLogout} />);
    expect(screen.getByText(/You are logged in as/).textContent?.replace(/\s+/g, ' ')).toBe(
      'You are logged in as priya_dev, which is not an owner account.',
    );
    expect(screen.getByText('OWNER_EMAILS')).toBeInTheDocument();
    expect(screen.getByText('npm run owner -- add EMAIL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('error: the reason in an alert, and Try again', async () => {
    const user = userEvent.setup();
    const onRetry = fn();
    render(<Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "The owner's area could not be loaded. Network error: the server could not be reached.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    for (const Story of [Checking, LoggedOut, NotOwner, Failed]) {
      const { container, unmount } = render(<Story />);
      expect(await axe(container)).toHaveNoViolations();
      unmount();
    }
  });
});
