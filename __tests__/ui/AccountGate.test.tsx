import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/AccountGate.stories';

const { Checking, LoggedOut, Failed, Deleted } = composeStories(stories);

describe('AccountGate', () => {
  it('keeps the h1 in every state', () => {
    for (const Story of [Checking, LoggedOut, Failed, Deleted]) {
      const { unmount } = render(<Story />);
      expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
      unmount();
    }
  });

  it('says a deleted account is gone', () => {
    render(<Deleted />);
    expect(screen.getByRole('status')).toHaveTextContent('have been deleted');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('links to login with the way back, and offers to try again', async () => {
    render(<LoggedOut />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Faccount',
    );
    const { container } = render(<Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
