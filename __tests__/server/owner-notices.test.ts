/**
 * OWNER_NOTICES on PGlite and PostgreSQL, through a real SMTP server: the owner hears of a new
 * comment or contact message at once, and of a flood as one digest when the window ends, from
 * however many replicas. Only verified owner accounts are mailed.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { moderationLog, ownerNoticeMails, ownerSettings, users } from '../../server/db/schema';
import { startSmtp, type TestSmtp } from '../support/smtp';
import {
  appForTest,
  drivers,
  login,
  markVerified,
  post,
  signup,
  testDatabase,
  truncateAll,
} from './support/helper';

const OWNER = { username: 'site_owner', email: 'owner@example.com' };
const READER = { username: 'priya', email: 'priya@example.com' };
// Long enough for a flood to land inside it on a busy machine.
const WINDOW_MS = 5000;

function contactForm(message: string): FormData {
  const form = new FormData();
  const fields = {
    user_name: 'Ana',
    user_email: 'ana@example.com',
    user_message: message,
    service_id: 'default_service',
    template_id: 'template_contact',
    user_id: 'public-key',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe.each(drivers)('owner notices on %s', (driver) => {
  const handle = testDatabase(driver);
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    await truncateAll(handle.db);
    await handle.db.db.delete(moderationLog);
    await handle.db.db.delete(ownerNoticeMails);
    smtp.mails.length = 0;
  });

  async function noticeApp(notices: { comments: boolean; messages: boolean }) {
    const app = await appForTest(handle.db, {
      mail: { smtpUrl: smtp.url, from: 'no-reply@example.com', dir: '/nonexistent' },
      ownerEmails: [OWNER.email],
      ownerNotices: { ...notices, windowMs: WINDOW_MS },
    });
    onTestFinished(() => app.mail.settled());
    return app;
  }
  async function reader(app: FastifyInstance) {
    await signup(app, OWNER);
    await signup(app, READER);
    await markVerified(handle.db, OWNER.email);
    await app.mail.settled();
    smtp.mails.length = 0;
    return login(app, READER.email);
  }
  const comment = (app: FastifyInstance, cookie: string, text: string) =>
    post(app, '/api/comments', { postSlug: 'hello-world', text }, { cookie });
  const noticesTo = (email: string) => smtp.to(email).filter((m) => /^New |new /.test(m.subject));

  it('mails the owner a new comment at once, and a flood as one digest after the window', async () => {
    const app = await noticeApp({ comments: true, messages: false });
    const cookie = await reader(app);
    expect((await comment(app, cookie, 'First!')).statusCode).toBe(201);
    const first = await smtp.waitFor(OWNER.email, (m) => m.subject.startsWith('New comment'));
    expect(first.subject).toBe('New comment: Comment by priya on hello-world');
    expect(first.text).toContain('> First!');
    expect(first.text).toContain('http://localhost:8000/blog/hello-world/');
    expect(first.html).toContain('First!');

    await Promise.all(Array.from({ length: 25 }, (_, i) => comment(app, cookie, `Flood ${i + 1}`)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(noticesTo(OWNER.email)).toHaveLength(1);
    const digest = await smtp.waitFor(
      OWNER.email,
      (m) => m.subject === '25 new comments on localhost:8000',
      WINDOW_MS + 5000,
    );
    // The first 20 in the order they were stored, then a count of the rest.
    expect(digest.text.match(/^> Flood \d+$/gm)).toHaveLength(20);
    expect(digest.text).toContain('And 5 more.');
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 300));
    expect(noticesTo(OWNER.email)).toHaveLength(2);
    expect(smtp.to(READER.email)).toEqual([]);
  }, 60_000);

  it('says a held comment waits for approval and links to the queue, not the post', async () => {
    const app = await noticeApp({ comments: true, messages: false });
    const cookie = await reader(app);
    await app.db.insert(ownerSettings).values({ name: 'hold_first_comments', value: true });
    expect((await comment(app, cookie, 'Am I in?')).json().held).toBe(true);
    const notice = await smtp.waitFor(OWNER.email, (m) => m.subject.startsWith('New comment'));
    expect(notice.subject).toBe(
      'New comment: Comment by priya on hello-world, waiting for your approval',
    );
    expect(notice.text).toContain('http://localhost:8000/admin/#comments');
    expect(notice.text).not.toContain('/blog/hello-world/');
  });

  it('sends one digest however many replicas took the flood', async () => {
    const a = await noticeApp({ comments: true, messages: false });
    const b = await noticeApp({ comments: true, messages: false });
    const cookie = await reader(a);
    await comment(a, cookie, 'Opening');
    await smtp.waitFor(OWNER.email);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => comment(i % 2 ? a : b, cookie, `Both ${i}`)),
    );
    await smtp.waitFor(OWNER.email, (m) => m.subject.startsWith('10 new'), WINDOW_MS + 5000);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 500));
    expect(noticesTo(OWNER.email).map((m) => m.subject)).toEqual([
      'New comment: Comment by priya on hello-world',
      '10 new comments on localhost:8000',
    ]);
  }, 60_000);

  it('mails contact messages when asked, and nothing about kinds not asked for', async () => {
    const app = await noticeApp({ comments: false, messages: true });
    const cookie = await reader(app);
    await comment(app, cookie, 'Not mailed');
    const sent = await post(app, '/api/v1.0/email/send-form', contactForm('Can we talk?'));
    expect(sent.statusCode).toBe(200);
    const mail = await smtp.waitFor(OWNER.email);
    expect(mail.subject).toBe('New contact message: Message from Ana (ana@example.com)');
    expect(mail.text).toContain('> Can we talk?');
    await app.mail.settled();
    expect(noticesTo(OWNER.email)).toHaveLength(1);
  });

  it('mails no one while the owner’s address is unverified, and nothing when off', async () => {
    const off = await noticeApp({ comments: false, messages: false });
    const cookie = await reader(off);
    await comment(off, cookie, 'Quiet');
    await off.mail.settled();
    const on = await noticeApp({ comments: true, messages: false });
    // The owner's address, no longer verified.
    await handle.db.db.update(users).set({ emailVerifiedAt: null });
    await comment(on, cookie, 'Unheard');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await on.mail.settled();
    expect(smtp.mails).toEqual([]);
  });
});
