import {
  ContactError,
  INBOX_PATH,
  MAIL_LIB_VERSION,
  sendContactForm,
} from '../../src/client/contact';

const mockSendForm = jest.fn();
jest.mock('@emailjs/browser', () => ({
  __esModule: true,
  sendForm: (...args: unknown[]) => mockSendForm(...args),
}));

function contactForm() {
  const form = document.createElement('form');
  for (const [name, value] of [
    ['user_name', 'Meera Joshi'],
    ['user_email', 'meera@example.com'],
    ['user_message', 'Hello!'],
  ]) {
    const input = document.createElement('input');
    input.name = name!;
    input.value = value!;
    form.append(input);
  }
  return form;
}

/** jsdom has no Response; apiRequest reads ok, status, statusText, headers and text(). */
function respond(
  status: number,
  text: string,
  headers: Record<string, string> = {},
  statusText = '',
) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => text,
  });
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  mockSendForm.mockReset();
});

describe('sendContactForm without EmailJS settings', () => {
  it('posts the form fields and placeholders as multipart to the inbox', async () => {
    fetchMock.mockReturnValue(respond(200, 'OK'));
    await expect(sendContactForm(contactForm(), {})).resolves.toBe('OK');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(INBOX_PATH);
    expect(init.method).toBe('POST');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      user_name: 'Meera Joshi',
      user_email: 'meera@example.com',
      user_message: 'Hello!',
      lib_version: MAIL_LIB_VERSION,
      service_id: expect.any(String),
      template_id: expect.any(String),
      user_id: expect.any(String),
    });
    expect(MAIL_LIB_VERSION).toBe('3.2.0');
    expect(mockSendForm).not.toHaveBeenCalled();
  });

  it("rejects with the server's message", async () => {
    fetchMock.mockReturnValue(
      respond(400, JSON.stringify({ message: 'body/user_email must match format "email"' })),
    );
    await expect(sendContactForm(contactForm(), {})).rejects.toEqual(
      new ContactError('body/user_email must match format "email"'),
    );
  });

  it("shows a plain-text error body, not the status text 'Bad Request'", async () => {
    fetchMock.mockReturnValue(
      respond(
        400,
        '  The message was rejected:\n  it looks like spam.  \n',
        { 'content-type': 'text/plain; charset=utf-8' },
        'Bad Request',
      ),
    );
    await expect(sendContactForm(contactForm(), {})).rejects.toEqual(
      new ContactError('The message was rejected: it looks like spam.'),
    );
  });

  it('cuts a very long text body to a readable length', async () => {
    const long = `Rejected: ${'this sentence goes on and on '.repeat(40)}`;
    fetchMock.mockReturnValue(respond(400, long, { 'content-type': 'text/plain' }, 'Bad Request'));
    const error = await sendContactForm(contactForm(), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContactError);
    const message = (error as ContactError).message;
    expect(message.length).toBeLessThanOrEqual(300);
    expect(message).toMatch(
      /^Rejected: (this sentence goes on and on )+this sentence goes on and…$/,
    );
  });

  it("falls back to the status text for a proxy's HTML error page", async () => {
    fetchMock.mockReturnValue(
      respond(
        502,
        '<html><body><h1>502 Bad Gateway</h1></body></html>',
        { 'content-type': 'text/html' },
        'Bad Gateway',
      ),
    );
    await expect(sendContactForm(contactForm(), {})).rejects.toEqual(
      new ContactError('Bad Gateway'),
    );
  });

  it('says how long to wait when rate limited', async () => {
    fetchMock.mockReturnValue(
      respond(429, JSON.stringify({ message: 'Rate limit exceeded, retry in 540 seconds' }), {
        'retry-after': '540',
      }),
    );
    await expect(sendContactForm(contactForm(), {})).rejects.toEqual(
      new ContactError('Too many requests. Try again in 9 minutes.'),
    );
  });

  it('uses the inbox when only some EmailJS ids are set', async () => {
    fetchMock.mockReturnValue(respond(200, 'OK'));
    await sendContactForm(contactForm(), { serviceId: 'svc', templateId: 'tpl' });
    expect(fetchMock).toHaveBeenCalled();
    expect(mockSendForm).not.toHaveBeenCalled();
  });
});

describe('sendContactForm with EmailJS settings', () => {
  const settings = { serviceId: 'service_x', templateId: 'template_y', publicKey: 'pk_z' };

  it('sends the form element with sendForm', async () => {
    mockSendForm.mockResolvedValue({ status: 200, text: 'OK' });
    const form = contactForm();
    await expect(sendContactForm(form, settings)).resolves.toBe('OK');
    expect(mockSendForm).toHaveBeenCalledWith('service_x', 'template_y', form, {
      publicKey: 'pk_z',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects with the service's response text", async () => {
    mockSendForm.mockRejectedValue({
      status: 400,
      text: 'The Public Key is invalid',
    });
    await expect(sendContactForm(contactForm(), settings)).rejects.toEqual(
      new ContactError('The Public Key is invalid'),
    );
  });

  it('trims the response text and cuts it to a readable length', async () => {
    mockSendForm.mockRejectedValue({ status: 400, text: `\n ${'x'.repeat(500)} \n` });
    await expect(sendContactForm(contactForm(), settings)).rejects.toEqual(
      new ContactError(`${'x'.repeat(299)}…`),
    );
  });
});
