import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/SessionList.stories';

const { Several, OnlyThisBrowser, SigningOut, SignOutClick } = composeStories(stories);

describe('SessionList', () => {
  it('lists each browser with its device, browser and last seen, this one marked', () => {
    render(<Several />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('This browser')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Computer · Firefox on Linux');
    expect(items[0]).toHaveTextContent('Active now');
    expect(items[1]).toHaveTextContent('Phone · Chrome on Android');
    expect(items[1]).toHaveTextContent('Last seen 27 November 2026');
    expect(items[2]).toHaveTextContent(/^Tablet/);
    expect(screen.getByText('This browser and 2 others.')).toBeInTheDocument();
  });

  it('offers "sign out everywhere else" only when there is another browser', () => {
    render(<OnlyThisBrowser />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Only this browser is signed in.')).toBeInTheDocument();
    render(<SigningOut />);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('passes its play function and has no axe violations', async () => {
    await SignOutClick.run();
    const { container } = render(<Several />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
