import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { fn } from 'storybook/test';
import * as stories from '../../stories/Contact.stories';

const { Default, Sending, Success, Failure, Validation, SendsAndClears } = composeStories(stories);

describe('Contact', () => {
  it('offers a mailto button and a form named for the mail service', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'Contact Me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /hello@aaravmehta.dev/ })).toHaveAttribute(
      'href',
      'mailto:hello@aaravmehta.dev',
    );
    const form = screen.getByRole('form', { name: 'Contact form' });
    const names = within(form)
      .getAllByRole('textbox')
      .map((field) => field.getAttribute('name'));
    expect(names).toEqual(['user_name', 'user_email', 'user_message']);
  });

  it('disables the button while sending', () => {
    render(<Sending />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('confirms a sent message with the success icon', () => {
    render(<Success />);
    const popup = screen.getByRole('dialog', { name: 'Message Sent Successfully' });
    expect(within(popup).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('reports a failure with the service response text', async () => {
    const user = userEvent.setup();
    const onResultClose = fn();
    render(<Failure onResultClose={onResultClose} />);
    const popup = screen.getByRole('alertdialog', { name: 'Ooops, something went wrong' });
    expect(within(popup).getByText('The mail service is not answering (503).')).toBeInTheDocument();
    expect(within(popup).getByRole('img', { name: 'Error' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onResultClose).toHaveBeenCalled();
  });

  it('has no axe violations, form and popup', async () => {
    const { container, unmount } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const view = render(<Failure />);
    expect(await axe(view.container)).toHaveNoViolations();
  });
});

describe('Contact stories', () => {
  it.each([
    ['Validation', Validation],
    ['SendsAndClears', SendsAndClears],
  ])('passes the %s play function', async (_name, Story) => {
    await Story.run();
    expect(screen.getAllByRole('heading', { name: 'Contact Me' }).length).toBeGreaterThan(0);
  });
});
