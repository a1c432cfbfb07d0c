import type { Mail } from './mailer.ts';

/** The account e-mails. Plain text for every client, HTML with one clickable link. */

export function verificationMail(to: string, firstName: string, link: string): Mail {
  return linkMail(to, 'Verify your e-mail address for Folio', `Hi ${firstName},`, 'Confirm your e-mail address to finish creating your Folio account:', 'Verify my e-mail', link, 'The link is valid for 24 hours.');
}

export function resetPasswordMail(to: string, link: string): Mail {
  return linkMail(to, 'Reset your Folio password', 'Hi,', 'Someone asked to reset the password of your Folio account. To choose a new one, open:', 'Reset my password', link, 'The link is valid for 30 minutes and works once. If you did not ask for it, ignore this e-mail.');
}

export function invitationMail(to: string, inviterName: string, link: string): Mail {
  return linkMail(to, `${inviterName} invites you to Folio`, 'Hi,', `${inviterName} makes presentations and pages with Folio and invites you to try it. Create your free account:`, 'Join Folio', link, 'If you do not know the sender, ignore this e-mail.');
}

function linkMail(to: string, subject: string, greeting: string, lead: string, action: string, link: string, note: string): Mail {
  return {
    to,
    subject,
    text: `${greeting}\n\n${lead}\n${link}\n\n${note}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(note)}</p>`,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
