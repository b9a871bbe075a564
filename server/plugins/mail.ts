import fp from 'fastify-plugin';
import type { Mail, Mailer } from '../mail/mailer';
import type { MailContext } from '../mail/messages';

type MailOptions = {
  mailer: Mailer;
  /** SITE_URL: every link in a mail is absolute on it. */
  siteUrl: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** SMTP or the outbox folder. */
      kind: Mailer['kind'];
      /** What the mail templates need (server/mail/messages.ts). */
      context: MailContext;
      /**
       * Sends without holding up the request: the answer (and its timing) never depends on the
       * mail server, and a failure is logged, not answered. `app.close()` waits for them.
       */
      later(mail: Mail): void;
      /** Resolves when every mail handed to `later` so far has been sent or has failed. */
      settled(): Promise<void>;
    };
  }
}

/** The app's outgoing mail (server/mail/mailer.ts), sent in the background. */
export default fp<MailOptions>(
  async (app, options) => {
    const pending = new Set<Promise<void>>();
    app.decorate('mail', {
      kind: options.mailer.kind,
      context: { siteUrl: options.siteUrl },
      later(mail: Mail) {
        const sending = options.mailer.send(mail).catch((error: unknown) => {
          app.log.error({ err: error, subject: mail.subject }, 'mail could not be sent');
        });
        pending.add(sending);
        void sending.finally(() => pending.delete(sending));
      },
      async settled() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
    });
    app.addHook('onClose', async () => {
      await app.mail.settled();
      options.mailer.close();
    });
  },
  { name: 'mail' },
);
