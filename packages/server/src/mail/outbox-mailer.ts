import type { Queryable } from '../db/database.ts';
import type { Mailer } from './mailer.ts';

/**
 * No SMTP_URL: mail is kept in the `mail_outbox` table (shown at /dev/mailbox outside
 * production) and printed, so a new user can finish signing up on a laptop with no mail server.
 */
export function createOutboxMailer(db: Queryable, print: (text: string) => void): Mailer {
  return {
    async send(mail) {
      await db.query('insert into mail_outbox (recipient, subject, text_body, html_body) values ($1, $2, $3, $4)', [mail.to, mail.subject, mail.text, mail.html]);
      print(`[mail to ${mail.to}] ${mail.subject}\n${mail.text}\n`);
    },
  };
}
