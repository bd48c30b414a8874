/** The confirmation e-mail sent after subscribing, with the one-click-to-page unsubscribe link. */
import { formattedMailingAddress, site } from '@/config/site';
import { escapeHtml } from '@/lib/escape-html';
import { absoluteUrl } from '@/server/site-url';

const unsubscribeUrl = (token: string): string => absoluteUrl('/newsletter/unsubscribe', { token });

export function confirmationEmail({ token }: { token: string }): { subject: string; text: string; html: string } {
  const link = unsubscribeUrl(token);
  const subject = `You're subscribed to the ${site.name} newsletter`;
  const lines = [
    `Thanks for subscribing to the ${site.name} newsletter!`,
    `You'll get community news, upcoming events and visitor tips from ${site.city}.`,
    `Didn't sign up, or changed your mind? Unsubscribe here: ${link}`,
  ];
  const footer = `${site.name} · ${site.company} · ${formattedMailingAddress()} · ${site.email}`;
  const text = [...lines, '', '--', footer].join('\n\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:22px">${escapeHtml(lines[0]!)}</h1>
<p>${escapeHtml(lines[1]!)}</p>
<p style="font-size:13px;color:#475569">Didn't sign up, or changed your mind? <a href="${escapeHtml(link)}">Unsubscribe</a>.</p>
<p style="font-size:12px;color:#64748b">${escapeHtml(footer)}</p></body></html>`;
  return { subject, text, html };
}
