import { ThemeProvider } from '@emotion/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactError, sendContactForm } from '../../src/client/contact';
import ContactSection from '../../src/sections/landing-parts/Contact';
import { theme } from '../../ui';

jest.mock('../../src/client/contact', () => ({
  ...jest.requireActual('../../src/client/contact'),
  sendContactForm: jest.fn(),
}));
const send = sendContactForm as jest.Mock;

async function fillAndSend() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <ContactSection email="hello@example.com" />
    </ThemeProvider>,
  );
  const form = screen.getByRole('form', { name: 'Contact form' });
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Meera');
  await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'meera@example.com');
  await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Hello!');
  await user.click(within(form).getByRole('button', { name: 'Send' }));
  return form;
}

describe('ContactSection', () => {
  beforeEach(() => send.mockReset());

  it('sends the form, shows Sending... meanwhile, then confirms and clears the form', async () => {
    let done = () => {};
    send.mockReturnValue(new Promise<string>((resolve) => (done = () => resolve('OK'))));
    const form = await fillAndSend();
    expect(send).toHaveBeenCalledWith(form);
    expect(within(form).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    done();
    expect(
      await screen.findByRole('dialog', { name: 'Message Sent Successfully' }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("reports a failure with the service's message", async () => {
    send.mockRejectedValue(new ContactError('The mail service is not answering (503).'));
    await fillAndSend();
    const popup = await screen.findByRole('alertdialog', { name: 'Ooops, something went wrong' });
    expect(within(popup).getByText('The mail service is not answering (503).')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });
});
