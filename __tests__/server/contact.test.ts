import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { contactMessages } from '../../server/db/schema';
import { formatInbox, listInbox } from '../../server/data/inbox';
import { appForTest, buildTestApp, drivers, get, post, testDatabase } from './support/helper';

const INBOX_TOKEN = 'test-inbox-token-0123456789abcdef';

/** What @emailjs/browser's sendForm posts: the form's fields plus its own four. */
function sendForm(fields: Record<string, string | undefined>): FormData {
  const form = new FormData();
  const all: Record<string, string | undefined> = {
    user_name: 'Ada Lovelace',
    user_email: 'Ada@Example.com',
    user_message: 'Hello!\nCan we talk about a project?',
    lib_version: '4.4.1',
    service_id: 'default_service',
    template_id: 'template_contact',
    user_id: 'public-key',
    ...fields,
  };
  for (const [name, value] of Object.entries(all))
    if (value !== undefined) form.append(name, value);
  return form;
}

describe.each(drivers)('contact inbox on %s', (driver) => {
  const handle = testDatabase(driver);
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(handle.db, { inboxToken: INBOX_TOKEN });
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await handle.db.db.delete(contactMessages);
  });

  const send = (form: FormData) => post(app, '/api/v1.0/email/send-form', form);

  it('stores a sendForm submission and answers 200 OK as the mail service does', async () => {
    const response = await send(sendForm({}));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    const rows = await handle.db.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'Hello!\nCan we talk about a project?',
        serviceId: 'default_service',
        templateId: 'template_contact',
      }),
    ]);
  });

  it.each([
    [{ user_name: undefined }, /user_name is required/],
    [{ user_email: 'nope' }, /user_email/],
    [{ user_message: '' }, /user_message/],
    [{ user_message: 'x'.repeat(5001) }, /user_message/],
    [{ service_id: undefined }, /service_id is required/],
  ])('rejects %j with 400 naming the field', async (change, message) => {
    const response = await send(sendForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await handle.db.db.select().from(contactMessages)).toEqual([]);
  });

  it('refuses file uploads and repeated fields', async () => {
    const withFile = sendForm({});
    withFile.append('attachment', new Blob(['MZ...']), 'evil.exe');
    expect((await send(withFile)).statusCode).toBeGreaterThanOrEqual(400);

    const repeated = sendForm({});
    repeated.append('user_name', 'Second Name');
    expect((await send(repeated)).statusCode).toBe(400);
    expect(await handle.db.db.select().from(contactMessages)).toEqual([]);
  });

  it.each([
    [
      'no boundary',
      'multipart/form-data',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    [
      'a body cut short',
      'multipart/form-data; boundary=cut',
      '--cut\r\nContent-Disposition: form-data; name="user_name"\r\n\r\nAda',
    ],
    ['a boundary over 70 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, 'x'],
  ])('answers malformed multipart (%s) with 400 and a JSON message', async (_, type, body) => {
    const response = await post(app, '/api/v1.0/email/send-form', body, { 'content-type': type });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Malformed form data; send the form again');
    expect(await handle.db.db.select().from(contactMessages)).toEqual([]);
  });

  it('refuses a form over 64 KiB in all with 413, however its fields are split', async () => {
    // Ten more fields of 7 KB: each is small, together they pass the limit.
    const many = sendForm({});
    for (let i = 0; i < 10; i++) many.append(`extra_${i}`, 'x'.repeat(7000));
    for (const form of [many, sendForm({ user_name: 'y'.repeat(70 * 1024) })]) {
      const response = await send(form);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('The form is larger than 64 KiB');
    }
    expect(await handle.db.db.select().from(contactMessages)).toEqual([]);
  });

  it('counts a chunked form with no Content-Length and stops it at 64 KiB', async () => {
    const server = await buildTestApp(handle.db);
    onTestFinished(() => server.close());
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const boundary = 'chunked';
    const { statusCode, body } = await new Promise<{ statusCode?: number; body: string }>(
      (resolve, reject) => {
        const request = http.request(
          `${address}/api/v1.0/email/send-form`,
          {
            method: 'POST',
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk));
            response.on('end', () => resolve({ statusCode: response.statusCode, body: text }));
          },
        );
        request.on('error', reject);
        // 32 parts of 4 KiB, written one by one: 128 KiB with no length announced.
        for (let i = 0; i < 32; i++) {
          request.write(
            `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'z'.repeat(4096)}\r\n`,
          );
        }
        request.end(`--${boundary}--\r\n`);
      },
    );
    expect(statusCode).toBe(413);
    expect(JSON.parse(body).message).toBe('The form is larger than 64 KiB');
  });

  it('lists messages for the inbox token, and answers anything else as an unknown route', async () => {
    await send(sendForm({ user_name: 'First' }));
    await send(sendForm({ user_name: 'Second' }));

    // No token, a wrong one, or a token that is not a bearer: the owner's API does not exist.
    for (const authorization of [undefined, 'Bearer wrong', INBOX_TOKEN, `Basic ${INBOX_TOKEN}`]) {
      const refused = await get(app, '/api/admin/inbox', authorization ? { authorization } : {});
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Route GET /api/admin/inbox not found' });
    }
    const response = await get(app, '/api/admin/inbox', { authorization: `Bearer ${INBOX_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((m: { name: string }) => m.name)
        .sort(),
    ).toEqual(['First', 'Second']);
    // The form's service fields are not part of the inbox.
    expect(Object.keys(response.json()[0]).sort()).toEqual(
      ['createdAt', 'email', 'handledAt', 'id', 'message', 'name', 'readAt'].sort(),
    );
  });

  it('prints the inbox for npm run inbox with each message read, handled or not', async () => {
    await send(sendForm({ user_name: 'First' }));
    await send(sendForm({ user_name: 'Second' }));
    await handle.db.db
      .update(contactMessages)
      .set({
        readAt: new Date('2026-11-03T09:15:00Z'),
        handledAt: new Date('2026-11-03T09:30:00Z'),
      })
      .where(eq(contactMessages.name, 'Second'));

    const text = formatInbox(await listInbox(handle.db.db));
    expect(text).toMatch(/^2 messages: 1 unread, 1 not handled\.\n/);
    expect(text).toMatch(/\[unread\] {2}First <ada@example\.com>/);
    expect(text).toMatch(/\[handled 2026-11-03 09:30\] {2}Second <ada@example\.com>/);
    expect(text).toContain('    Can we talk about a project?');
  });

  it('takes no bearer token when none is configured', async () => {
    const closed = await appForTest(handle.db);
    const response = await get(closed, '/api/admin/inbox', { authorization: 'Bearer anything' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/admin/inbox not found' });
  });
});
