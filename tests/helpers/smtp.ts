/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it receives,
 * so tests can read mails the site sent and follow their links.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded body (quoted-printable undone), text and HTML parts together. */
  body: string;
  links: string[];
}

export interface TestSmtp {
  url: string;
  port: number;
  mails: ReceivedMail[];
  waitForMail: (predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_, q: string) => decodeQuotedPrintable(q.replace(/_/g, ' ')))
    .replace(/\?=\s+=\?/g, '');
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // plain loopback SMTP; nodemailer would otherwise try TLS with a self-signed cert
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = decodeQuotedPrintable(raw);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeSubject(raw),
          body,
          links: [...new Set(body.match(/https?:\/\/[^\s"'<>]+/g) ?? [])],
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  async function waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no matching mail within ${timeoutMs} ms; got: ${mails.map((m) => `${m.to} ${m.subject}`).join(' | ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMail,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The `token` query parameter of the first link in a mail that points at `path`. */
export function tokenFrom(mail: ReceivedMail, path: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === path);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path} link with a token in mail "${mail.subject}"`);
  return token;
}
