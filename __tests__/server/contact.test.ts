import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema';
import { formatInbox, listInbox } from '../../server/inbox';
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

  it('lists messages for the owner with the inbox token only', async () => {
    await send(sendForm({ user_name: 'First' }));
    await send(sendForm({ user_name: 'Second' }));

    expect((await get(app, '/api/admin/inbox')).statusCode).toBe(401);
    expect((await get(app, '/api/admin/inbox', { authorization: 'Bearer wrong' })).statusCode).toBe(
      401,
    );
    const response = await get(app, '/api/admin/inbox', { authorization: `Bearer ${INBOX_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((m: { name: string }) => m.name)
        .sort(),
    ).toEqual(['First', 'Second']);

    const text = formatInbox(await listInbox(handle.db.db));
    expect(text).toContain('First <ada@example.com>');
    expect(text).toContain('    Can we talk about a project?');
  });

  it('keeps the inbox route off when no token is configured', async () => {
    const closed = await appForTest(handle.db);
    expect(
      (await get(closed, '/api/admin/inbox', { authorization: 'Bearer anything' })).statusCode,
    ).toBe(404);
  });
});
