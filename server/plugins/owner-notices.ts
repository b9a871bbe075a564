import fp from 'fastify-plugin';
import {
  noticedComments,
  noticedMessages,
  queueNotice,
  takeDueNotices,
  type NoticeKind,
} from '../data/owner-notices';
import { verifiedEmails } from '../data/owners';
import { ownerNoticeMail, type OwnerNoticeItem } from '../mail/messages';

type OwnerNoticesOptions = {
  comments: boolean;
  messages: boolean;
  /** At most one mail per kind in this long: more arrive as one digest. @default 10 minutes */
  windowMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    ownerNotices: {
      /**
       * Something new the owner may want to hear about. Never throws: a notice that cannot be
       * stored is logged, and the comment or message it is about stands.
       */
      add(kind: NoticeKind, refId: string): Promise<void>;
      /** Sends what is due now (tests; the timers do it otherwise). */
      flush(kind: NoticeKind): Promise<void>;
    };
  }
}

/** The most items one mail lists; the rest are counted. */
const MAX_ITEMS = 20;
const excerpt = (text: string, max = 500) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * OWNER_NOTICES: a mail to the owner for each new comment or contact message, rate-limited
 * per kind: the first one goes at once, and whatever arrives in the next `windowMs` goes as one
 * digest when the window ends. The queue is in the database (ids only), so replicas share it,
 * a restart loses nothing, and the window is claimed under a row lock, so two replicas never
 * both send.
 */
export default fp<OwnerNoticesOptions>(
  async (app, options) => {
    const windowMs = options.windowMs ?? 10 * 60_000;
    const enabled: Record<NoticeKind, boolean> = {
      comment: options.comments,
      message: options.messages,
    };
    const timers = new Map<NoticeKind, NodeJS.Timeout>();
    const running = new Set<Promise<void>>();
    /** Runs a flush in the background; closing the app waits for it. */
    const start = (kind: NoticeKind) => {
      const run = flush(kind);
      running.add(run);
      void run.finally(() => running.delete(run));
    };

    const later = (kind: NoticeKind, delayMs: number) => {
      if (timers.has(kind)) return;
      const timer = setTimeout(
        () => {
          timers.delete(kind);
          start(kind);
        },
        Math.max(0, delayMs),
      );
      timer.unref();
      timers.set(kind, timer);
    };

    async function itemsOf(kind: NoticeKind, refs: string[]): Promise<OwnerNoticeItem[]> {
      const site = app.mail.context.siteUrl;
      if (kind === 'comment') {
        const rows = await noticedComments(app.db, refs);
        const byId = new Map(rows.map((row) => [row.id, row]));
        return refs.flatMap((id) => {
          const row = byId.get(id);
          return row
            ? [
                {
                  title: `Comment by ${row.username} on ${row.postSlug}${row.heldAt ? ', waiting for your approval' : ''}`,
                  body: excerpt(row.text),
                  // A held comment is not on the post yet: it is in /admin's queue.
                  href: new URL(row.heldAt ? '/admin/#comments' : `/blog/${row.postSlug}/`, site)
                    .href,
                },
              ]
            : [];
        });
      }
      const rows = await noticedMessages(app.db, refs);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return refs.flatMap((id) => {
        const row = byId.get(id);
        return row
          ? [
              {
                title: `Message from ${row.name} (${row.email})`,
                body: excerpt(row.message),
                href: new URL('/admin/#inbox', site).href,
              },
            ]
          : [];
      });
    }

    /** The owners' addresses whose accounts are verified: only they get notices. */
    async function recipients(): Promise<string[]> {
      return verifiedEmails(app.db, await app.ownerEmails());
    }

    async function flush(kind: NoticeKind): Promise<void> {
      try {
        const { waitMs, refs } = await takeDueNotices(app.db, kind, windowMs);
        if (waitMs > 0) {
          later(kind, waitMs);
          return;
        }
        if (refs.length === 0) return;
        const items = await itemsOf(kind, refs);
        const to = await recipients();
        if (items.length === 0) return;
        if (to.length === 0) {
          app.log.warn(
            { kind },
            'owner notices are on (OWNER_NOTICES) but no owner has a verified account to mail',
          );
          return;
        }
        const shown = items.slice(0, MAX_ITEMS);
        for (const address of to) {
          app.mail.later(
            ownerNoticeMail(app.mail.context, address, kind, shown, items.length - shown.length),
          );
        }
        // Whatever arrives from now on waits for the window to end.
      } catch (error) {
        app.log.warn({ err: error, kind }, 'owner notices could not be sent');
      }
    }

    app.decorate('ownerNotices', {
      async add(kind: NoticeKind, refId: string) {
        if (!enabled[kind]) return;
        try {
          await queueNotice(app.db, kind, refId);
        } catch (error) {
          app.log.warn({ err: error, kind }, 'owner notice could not be stored');
          return;
        }
        start(kind);
      },
      flush,
    });

    // Notices left from before a restart go out (or wait for their window) once the app runs.
    app.addHook('onReady', async () => {
      for (const kind of ['comment', 'message'] as const) {
        if (enabled[kind]) later(kind, 0);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    });
  },
  { name: 'owner-notices', dependencies: ['database', 'owner', 'mail'] },
);
