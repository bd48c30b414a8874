/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it receives,
 * so tests can read mails the site sent and follow their links.
 */
import { SMTPServer } from 'smtp-server';
import { parseMail, type Mail } from './mail';
import { waitFor } from './wait';

export interface ReceivedMail extends Mail {
  from: string;
  /** The envelope recipients. */
  rcptTo: string[];
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
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // plain loopback SMTP; nodemailer would otherwise try TLS with a self-signed cert
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        parseMail(Buffer.concat(chunks).toString('utf8')).then(
          (mail) => {
            mails.push({
              ...mail,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
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

  const waitForMail = (predicate: (mail: ReceivedMail) => boolean, timeoutMs = 10_000) =>
    waitFor(() => mails.find(predicate), {
      timeoutMs,
      intervalMs: 20,
      what: () => `a matching mail; got: ${mails.map((m) => `${m.to} ${m.subject}`).join(' | ')}`,
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitForMail,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
