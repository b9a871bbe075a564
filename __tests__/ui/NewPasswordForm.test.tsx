import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/NewPasswordForm.stories';

const { Empty, Mismatch, Refused, Submit } = composeStories(stories);

describe('NewPasswordForm', () => {
  it("asks for the new password twice, with the signup form's rules", () => {
    render(<Empty />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('minlength', '8');
    expect(screen.getByLabelText('New password')).toHaveAttribute('maxlength', '128');
    expect(screen.getByLabelText('Confirm Password')).toBeRequired();
  });

  it('ties the mismatch to the confirmation and shows the server’s refusal', async () => {
    const { container } = render(<Mismatch />);
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(await axe(container)).toHaveNoViolations();
    render(<Refused />);
    expect(screen.getByText(/too common/)).toBeInTheDocument();
  });

  it('passes its play function', async () => {
    await Submit.run();
    expect(screen.getByRole('button', { name: 'Set new password' })).toBeInTheDocument();
  });
});
