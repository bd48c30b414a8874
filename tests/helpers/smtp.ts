/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it receives,
 * so tests can read mails the site sent and follow their links.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text and HTML parts together (mailparser undoes the transfer encodings). */
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
        const source = Buffer.concat(chunks);
        void simpleParser(source).then((parsed) => {
          const body = [parsed.text ?? '', typeof parsed.html === 'string' ? parsed.html : ''].join('\n');
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: source.toString('utf8'),
            subject: parsed.subject ?? '',
            body,
            links: [...new Set(body.match(/https?:\/\/[^\s"'<>]+/g) ?? [])],
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        }, callback);
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
