import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/VerifyNotice.stories';

const { Sent, Resending, Resent, ResendClick } = composeStories(stories);

describe('VerifyNotice', () => {
  it('says to check the inbox at the address, with "Send it again"', async () => {
    const { container } = render(<Sent />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Check your inbox. We sent a link to priya@example.com',
    );
    expect(screen.getByRole('button', { name: 'Send it again' })).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('waits while resending and shows the answer', async () => {
    render(<Resending />);
    expect(screen.getByRole('button', { name: 'Send it again' })).toBeDisabled();
    render(<Resent />);
    expect(screen.getByText(/a new link is on its way/)).toBeInTheDocument();
    await ResendClick.run();
  });
});
