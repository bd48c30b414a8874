/**
 * Mail bodies: every message has a plain-text part (read by many clients and spam filters) and a
 * simple, inline-styled HTML part. `renderEmail` is the one layout; other features reuse it.
 */
import { formattedMailingAddress, site } from '#src/config/site.ts';
import { escapeHtml } from '#src/platform/escape-html.ts';
import { absoluteUrl } from '#src/platform/server/site-url.ts';
import { linkedParts } from './linked-text.ts';
import { quoted, type TypedBlock } from './user-text.ts';

export interface EmailContent {
  subject: string;
  heading: string;
  /**
   * The site's own sentences; text someone typed goes in them only through quoted() or as a
   * typedBlock() (src/platform/server/mail/user-text.ts), never at the start.
   */
  paragraphs: (string | TypedBlock)[];
  action?: { label: string; url: string };
  /** Shown small under the button, e.g. why the reader got this mail. */
  note?: string;
  /**
   * For mail a person subscribed to: a one-click unsubscribe link (no sign-in), shown under the mail
   * and sent as the `List-Unsubscribe` header (RFC 8058) so mail apps can offer their own button.
   */
  unsubscribe?: string;
  /**
   * Someone is waiting for this mail on the screen (a verification or reset link, a confirmation they asked for):
   * it is sent before the notifications already queued (src/platform/server/mail/queue.ts).
   */
  urgent?: boolean;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Passed on to queueMail with the rest (see EmailContent.unsubscribe). */
  listUnsubscribe?: string;
  /** Passed on to queueMail with the rest (see EmailContent.urgent). */
  urgent?: boolean;
}

/** Links in mails: the site's one absolute-URL helper, under the name the mail builders use. */
export const siteLink = absoluteUrl;

/**
 * Every mail's greeting. No name in it: names are typed by whoever opened the account, who need not be
 * the reader, and a greeting would make that text the first words of the mail.
 */
export const greeting = 'Hello,';

const paragraphText = (p: string | TypedBlock): string =>
  typeof p === 'string' ? p : [p.label, ...p.lines.map((line) => (line ? `> ${line}` : '>'))].join('\n');

/** A line of an answerBlock(): its links as links, shown as typed; the rest escaped. */
const linkedLineHtml = (line: string): string =>
  linkedParts(line)
    .map((part) =>
      part.href
        ? `<a href="${escapeHtml(part.href)}" style="color:#0e7490;word-break:break-all">${escapeHtml(part.text)}</a>`
        : escapeHtml(part.text),
    )
    .join('');

const paragraphHtml = (p: string | TypedBlock): string =>
  typeof p === 'string'
    ? `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`
    : `<p style="font-size:15px;line-height:1.5;margin:0 0 4px">${escapeHtml(p.label)}</p>
<blockquote style="font-size:15px;line-height:1.5;margin:0 0 12px;padding:8px 12px;border-left:3px solid #cbd5e1;background:#f8fafc;color:#334155">${p.lines.map(p.links ? linkedLineHtml : escapeHtml).join('<br>')}</blockquote>`;

export function renderEmail(content: EmailContent): RenderedEmail {
  const footer = `${site.name} · ${site.company} · ${formattedMailingAddress()} · ${site.email}`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [paragraphText(p), '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    ...(content.unsubscribe ? [`Unsubscribe: ${content.unsubscribe}`, ''] : []),
    '--',
    footer,
    absoluteUrl('/'),
  ].join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0e7490;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#0e7490;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="format-detection" content="telephone=no, date=no, address=no"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:18px;font-weight:700;color:#0e7490;margin:0 0 16px">${escapeHtml(site.name)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraphHtml).join('\n')}
${button}
${content.note ? `<p style="font-size:13px;color:#475569;margin:16px 0 0">${escapeHtml(content.note)}</p>` : ''}
</div>
${content.unsubscribe ? `<p style="font-size:12px;color:#64748b;margin:16px 0 0">Don't want these e-mails? <a href="${escapeHtml(content.unsubscribe)}" style="color:#0e7490">Unsubscribe</a>.</p>` : ''}
<p style="font-size:12px;color:#64748b;margin:16px 0 0">${escapeHtml(footer)}<br>${escapeHtml(site.company)} is a private company, not affiliated with the City of ${escapeHtml(site.city)}.</p>
</div></body></html>`;
  return {
    subject: content.subject,
    text,
    html,
    ...(content.unsubscribe ? { listUnsubscribe: content.unsubscribe } : {}),
    ...(content.urgent ? { urgent: true } : {}),
  };
}

/** `next`: a same-site path (checked by safeNext) the verify page continues to, e.g. the review form the visitor came from. */
export function verificationEmail({
  firstName,
  token,
  next,
}: {
  firstName: string;
  token: string;
  next?: string | null;
}): RenderedEmail {
  return renderEmail({
    subject: `Verify your email for ${site.name}`,
    heading: 'Please verify your email address',
    paragraphs: [
      greeting,
      // The name is whatever the form was given, and anyone can type this address: quoted, as theirs.
      `Someone (hopefully you) created a ${site.name} account with this email address and gave the first name ${quoted(firstName)}. Confirm this is your address to finish setting up the account.`,
    ],
    action: { label: 'Verify my email', url: siteLink('/verify-email', next ? { token, next } : { token }) },
    note: 'This link expires in 48 hours. If you did not create an account, you can ignore this message.',
    urgent: true,
  });
}

export function passwordResetEmail({ token }: { token: string }): RenderedEmail {
  return renderEmail({
    subject: `Reset your ${site.name} password`,
    heading: 'Reset your password',
    paragraphs: [
      greeting,
      'We received a request to reset the password for your account. Choose a new password with the link below.',
    ],
    action: { label: 'Choose a new password', url: siteLink('/reset-password', { token }) },
    note: 'This link expires in 1 hour and works once. If you did not ask for a reset, ignore this message: your password stays the same.',
    urgent: true,
  });
}

/** After the first verification; a visitor account (made by /register) is told what it is for, not about listings. */
export function welcomeEmail(createdAs: 'visitor' | 'owner' = 'owner'): RenderedEmail {
  const visitor = createdAs === 'visitor';
  return renderEmail({
    subject: `Welcome to ${site.name}`,
    heading: `Welcome to ${site.name}!`,
    paragraphs: [
      greeting,
      visitor
        ? 'Your email address is verified. You can now review the places you visited and submit events to the community calendar; your reviews and where each stands are on your account page.'
        : 'Your email address is verified. You can now review the places you visited, and from your dashboard add and manage business listings, submit events, and manage a premium subscription.',
    ],
    action: visitor
      ? { label: 'Go to my account', url: siteLink('/account') }
      : { label: 'Go to my dashboard', url: siteLink('/dashboard') },
  });
}

/** Sent instead of a second account when someone registers an address that already has one. */
export function accountExistsEmail(): RenderedEmail {
  return renderEmail({
    subject: `Your ${site.name} account`,
    heading: 'You already have an account',
    paragraphs: [
      greeting,
      'Someone (hopefully you) tried to create a new account with this email address, which already has one. You can sign in, or reset your password if you have forgotten it.',
    ],
    action: { label: 'Reset my password', url: siteLink('/forgot-password') },
    note: 'If this was not you, no action is needed: no new account was created.',
    // Sent in place of the verification mail when the address is taken: it must not arrive later than that one would.
    urgent: true,
  });
}

export function passwordChangedEmail(): RenderedEmail {
  return renderEmail({
    subject: `Your ${site.name} password was changed`,
    heading: 'Your password was changed',
    paragraphs: [greeting, 'The password for your account was just reset and every signed-in device was signed out.'],
    action: { label: 'Sign in', url: siteLink('/login') },
    note: `If you did not do this, reset your password now and contact us at ${site.email}.`,
  });
}
