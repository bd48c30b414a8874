/** Delivery: SMTP when SMTP_URL is set, otherwise an .eml file per message in MAIL_OUTBOX_DIR. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { site } from '#src/config/site.ts';
import { env } from '#src/config/env.ts';
import { isLoopbackUrl } from '#src/platform/server/http/loopback.ts';
import { logger } from '#src/platform/server/log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /**
   * An https link that unsubscribes with one POST (RFC 8058): sent as `List-Unsubscribe` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so mail apps can show their own button.
   */
  listUnsubscribe?: string | null;
  /** Sent before the other due mail (see EmailContent.urgent in ./templates.ts). */
  urgent?: boolean;
}

let cached: { key: string; transporter: Transporter } | undefined;

function transporter(): Transporter {
  const key = env.smtpUrl ?? `outbox:${env.mailOutboxDir}`;
  if (cached?.key !== key) {
    cached?.transporter.close();
    const transporter = env.smtpUrl
      ? nodemailer.createTransport({
          url: env.smtpUrl,
          // Bounded waits: a hung mail server must not pin the worker forever.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    cached = { key, transporter };
  }
  return cached.transporter;
}

function mailFrom(): string {
  return env.mailFrom ?? `"${site.name}" <${site.email}>`;
}

/** Sends one message now; throws when the server refuses or is unreachable (the queue retries). */
export async function deliver(message: MailMessage, id: number): Promise<void> {
  const info = await transporter().sendMail({
    from: mailFrom(),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    ...(message.listUnsubscribe
      ? {
          list: { unsubscribe: message.listUnsubscribe },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  });
  if (env.smtpUrl) return;
  const dir = resolve(env.mailOutboxDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${Date.now()}-${id}.eml`);
  writeFileSync(file, info.message as Buffer);
  // Without SMTP on a loopback site the outbox is a developer's inbox: print the links so they can be
  // followed. On a public site they are live tokens and never go to the log.
  const links = isLoopbackUrl(env.siteUrl) ? (message.text.match(/https?:\/\/\S+/g) ?? []) : [];
  logger.info(`[mail] no SMTP_URL: wrote ${file} (${message.subject})${links.length ? `; links: ${links.join(' ')}` : ''}`);
}
