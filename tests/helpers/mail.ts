/**
 * The one way tests read the mail the site sends, from the `.eml` outbox (SMTP_URL unset) or from the
 * loopback SMTP server (tests/helpers/smtp.ts): parsed by mailparser, as a mail client would (MIME
 * parts, quoted-printable, encoded subjects), so tests never depend on how nodemailer encodes a line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { waitFor } from './wait';

export interface Mail {
  /** The outbox file name (outbox mails only). */
  file?: string;
  to: string;
  subject: string;
  /** The text and HTML parts together, decoded. */
  body: string;
  links: string[];
  raw: string;
}

export async function parseMail(raw: string, file?: string): Promise<Mail> {
  const parsed = await simpleParser(raw);
  const to = [parsed.to]
    .flat()
    .map((a) => a?.text ?? '')
    .join(', ');
  const body = `${parsed.text ?? ''}\n${typeof parsed.html === 'string' ? parsed.html : ''}`;
  const links = [...new Set(body.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map((l) => l.replace(/&amp;/g, '&'));
  return { file, to, subject: parsed.subject ?? '', body, links, raw };
}

/** Every mail in an outbox folder, oldest first (file names start with the time they were written). */
export async function readOutbox(dir: string): Promise<Mail[]> {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((file) => parseMail(readFileSync(join(dir, file), 'utf8'), file)));
}

/** The first outbox mail matching `predicate`, waiting for the site's mail queue to write it. */
export async function waitForMail(dir: string, predicate: (m: Mail) => boolean, timeoutMs = 20_000): Promise<Mail> {
  let seen: Mail[] = [];
  return waitFor(
    async () => {
      seen = await readOutbox(dir);
      return seen.find(predicate);
    },
    {
      timeoutMs,
      intervalMs: 100,
      what: () => `a matching mail in ${dir}; got: ${seen.map((m) => `${m.to} ${m.subject}`).join(' | ')}`,
    },
  );
}

/** The `token` query parameter of the first link in a mail that points at `path`. */
export function tokenFrom(mail: Mail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return new URL(link).searchParams.get('token') ?? '';
}

/** A header of a mail as its raw text has it (folded lines joined), or undefined: `List-Unsubscribe`, say. */
export async function headerOf(mail: Pick<Mail, 'raw'>, name: string): Promise<string | undefined> {
  const line = (await simpleParser(mail.raw)).headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');
}
