/**
 * The newsletter's two mails (double opt-in): the request to confirm, which is all an
 * address gets until its owner clicks, and the "you're subscribed" mail with the unsubscribe link.
 */
import { site } from '#src/config/site.ts';
import { renderEmail, siteLink, type RenderedEmail } from '#src/platform/server/mail/index.ts';
import { CONFIRM_DAYS } from './expiry.ts';

const confirmUrl = (token: string): string => siteLink('/newsletter/confirm', { token });
const unsubscribeUrl = (token: string): string => siteLink('/newsletter/unsubscribe', { token });

export function confirmationEmail({ token }: { token: string }): RenderedEmail {
  return renderEmail({
    subject: `Please confirm your ${site.name} newsletter subscription`,
    heading: 'Confirm your subscription',
    paragraphs: [
      `Someone (hopefully you) asked to subscribe this email address to the ${site.name} newsletter: community news, upcoming events and visitor tips from ${site.city}.`,
      'Nothing is sent to you until you confirm.',
    ],
    action: { label: 'Confirm my subscription', url: confirmUrl(token) },
    note: `This link works for ${CONFIRM_DAYS} days. If you did not ask for this, ignore this message: you will not be subscribed.`,
    urgent: true,
  });
}

export function subscribedEmail({ token }: { token: string }): RenderedEmail {
  return renderEmail({
    subject: `You're subscribed to the ${site.name} newsletter`,
    heading: "You're subscribed!",
    paragraphs: [
      `Thanks for confirming. You'll get community news, upcoming events and visitor tips from ${site.city}.`,
      'Every newsletter has an unsubscribe link, like the one below.',
    ],
    unsubscribe: unsubscribeUrl(token),
  });
}
