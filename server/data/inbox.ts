import { desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { isUuid } from '../lib/validation';
import type { ContactForm, InboxMessage } from '../../shared/schemas';

export type InboxRow = typeof contactMessages.$inferSelect;

/** Stores a message sent through the contact form (POST /api/v1.0/email/send-form). */
export async function saveContactMessage(db: Database, form: ContactForm): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: form.user_name.trim() || form.user_name,
      email: form.user_email.toLowerCase(),
      // Multipart encoding turns every newline into CRLF; store the text as typed.
      message: form.user_message.replace(/\r\n?/g, '\n'),
      serviceId: form.service_id,
      templateId: form.template_id,
    })
    .returning({ id: contactMessages.id });
  return row?.id ?? '';
}

export const toInboxMessage = (row: InboxRow): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  handledAt: row.handledAt?.toISOString() ?? null,
});

/** The newest contact-form messages first. */
export function listInbox(db: Database, limit = 200): Promise<InboxRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit);
}

/**
 * Marks a message read or unread, handled or not: true keeps the first time it was set, false
 * clears it. Handling a message also marks it read. Undefined when there is no such message.
 */
export async function updateInboxMessage(
  db: Database,
  id: string,
  change: { read?: boolean; handled?: boolean },
): Promise<InboxRow | undefined> {
  if (!isUuid(id)) return undefined;
  const now = (column: AnyColumn) => sql`coalesce(${column}, now())`;
  const set: Partial<Record<'readAt' | 'handledAt', SQL | null>> = {};
  if (change.read !== undefined) set.readAt = change.read ? now(contactMessages.readAt) : null;
  if (change.handled !== undefined) {
    set.handledAt = change.handled ? now(contactMessages.handledAt) : null;
    if (change.handled && change.read === undefined) set.readAt = now(contactMessages.readAt);
  }
  const [row] = await db
    .update(contactMessages)
    .set(set)
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

const stamp = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16);

/** Plain-text rendering for `npm run inbox`: a count, then each message with its state. */
export function formatInbox(messages: InboxRow[]): string {
  if (messages.length === 0) return 'The contact inbox is empty.\n';
  const unread = messages.filter((m) => !m.readAt).length;
  const open = messages.filter((m) => !m.handledAt).length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const summary = `${plural(messages.length, 'message')}: ${unread} unread, ${open} not handled.\n\n`;
  const state = (m: InboxRow) =>
    m.handledAt
      ? `[handled ${stamp(m.handledAt)}]`
      : m.readAt
        ? `[read ${stamp(m.readAt)}]`
        : '[unread]';
  return summary.concat(
    messages
      .map(
        (m) =>
          `${m.createdAt.toISOString()}  ${state(m)}  ${m.name} <${m.email}>\n` +
          m.message
            .split('\n')
            .map((line) => `    ${line}`)
            .join('\n'),
      )
      .join('\n\n')
      .concat('\n'),
  );
}
