/**
 * The alert mails: the request to confirm (all an address gets until its owner presses the button), and the alert
 * itself, which always carries its own unsubscribe link (in the body and as RFC 8058 one-click headers).
 */
import { site } from '#src/config/site.ts';
import { renderEmail, siteLink, type RenderedEmail } from '#src/platform/server/mail/index.ts';
import { CONFIRM_DAYS } from './expiry.ts';

const unsubscribeUrl = (token: string): string => siteLink('/alerts/unsubscribe', { token });

export function alertConfirmationEmail({ token, topics }: { token: string; topics: string[] }): RenderedEmail {
  return renderEmail({
    subject: `Please confirm your ${site.name} alerts`,
    heading: 'Confirm your alerts',
    paragraphs: [
      `Someone (hopefully you) asked for e-mail alerts from ${site.name} at this address:`,
      ...topics.map((topic) => `• ${topic}`),
      'Nothing is sent to you until you open the link and press the button on its page.',
    ],
    action: { label: 'Confirm my alerts', url: siteLink('/alerts/confirm', { token }) },
    note: `This link works for ${CONFIRM_DAYS} days. If you did not ask for this, ignore this message: you will not be subscribed.`,
    urgent: true,
  });
}

export interface AlertContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  link?: { label: string; url: string };
}

/** One alert to one subscriber; `token` is this mail's own unsubscribe token. */
export function alertEmail(content: AlertContent, { token, topic }: { token: string; topic: string }): RenderedEmail {
  return renderEmail({
    subject: content.subject,
    heading: content.heading,
    paragraphs: content.paragraphs,
    ...(content.link ? { action: content.link } : {}),
    note: `You get this because you asked ${site.name} for alerts about: ${topic}.`,
    unsubscribe: unsubscribeUrl(token),
  });
}
