import { desc } from 'drizzle-orm';
import type { Database } from './db/client';
import { contactMessages } from './db/schema';

export type InboxMessage = typeof contactMessages.$inferSelect;

/** The newest contact-form messages first. */
export function listInbox(db: Database, limit = 200): Promise<InboxMessage[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}

/** Plain-text rendering for `npm run inbox`. */
export function formatInbox(messages: InboxMessage[]): string {
  if (messages.length === 0) return 'The contact inbox is empty.\n';
  return messages
    .map(
      (m) =>
        `${m.createdAt.toISOString()}  ${m.name} <${m.email}>\n` +
        m.message
          .split('\n')
          .map((line) => `    ${line}`)
          .join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
