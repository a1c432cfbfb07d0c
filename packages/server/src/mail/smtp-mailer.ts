import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** SMTP_URL set: nodemailer delivers, e.g. `smtps://user:pass@smtp.example.com:465`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close: () => transport.close(),
  };
}
