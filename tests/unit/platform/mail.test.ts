import { readdirSync, readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { freePort } from '#scripts/free-port.ts';
import { useTempDatabase } from '../accounts/db';

const dir = useTempDatabase();
const { queueMail, deliverDueMail, stopMailWorker, MAX_ATTEMPTS } = await import('#src/platform/server/mail/index.ts');
const { backoffMs } = await import('#src/platform/server/mail/queue.ts');
const { verificationEmail, passwordResetEmail, welcomeEmail } = await import('#src/platform/server/mail/templates.ts');
const { findMail } = await import('#src/platform/server/mail/mail.queries.ts');

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SITE_URL = 'https://guide.example';
  process.env.MAIL_FROM = '"Guide" <no-reply@guide.example>';
});
afterAll(async () => {
  stopMailWorker();
  await smtp.close();
});

describe('templates', () => {
  it('have text and HTML parts with the site identity and SITE_URL links', () => {
    const mail = verificationEmail({ firstName: 'Ann', token: 'abc' });
    expect(mail.subject).toContain('Port Aransas Guide');
    expect(mail.text).toContain('https://guide.example/verify-email?token=abc');
    expect(mail.html).toContain('href="https://guide.example/verify-email?token=abc"');
    expect(mail.text).toContain('48 hours');
    expect(passwordResetEmail({ token: 'r' }).text).toContain('https://guide.example/reset-password?token=r');
    expect(passwordResetEmail({ token: 'r' }).text).toContain('1 hour');
    expect(welcomeEmail().html).toContain('https://guide.example/dashboard');
  });

  it('welcomes a visitor account to its account page, not a business dashboard', () => {
    const mail = welcomeEmail('visitor');
    expect(mail.html).toContain('https://guide.example/account');
    expect(mail.text).not.toMatch(/dashboard|business listings/i);
    expect(welcomeEmail('owner').html).toContain('https://guide.example/dashboard');
  });

  it('escapes HTML in names', () => {
    expect(verificationEmail({ firstName: '<script>x</script>', token: 'abc' }).html).not.toContain('<script>x');
  });
});

describe('queue over real SMTP', () => {
  it('delivers a queued message to the SMTP server', async () => {
    process.env.SMTP_URL = smtp.url;
    const id = queueMail({ to: 'ann@example.com', ...verificationEmail({ firstName: 'Ann', token: 'tok123' }) });
    const mail = await smtp.waitForMail((m) => m.to.includes('ann@example.com'));
    expect(mail.from).toBe('no-reply@guide.example');
    expect(mail.body).toContain('https://guide.example/verify-email?token=tok123');
    expect(mail.raw).toMatch(/multipart\/alternative/);
    await deliverDueMail();
    expect(findMail({ id })?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the message and backs off when the SMTP server is down, then delivers it later', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`; // nothing listens there
    const id = queueMail({ to: 'later@example.com', subject: 'Hi', text: 'Hello' }); // never throws
    await deliverDueMail();
    const failed = findMail({ id })!;
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 5_000);

    process.env.SMTP_URL = smtp.url;
    await deliverDueMail(); // not due yet
    expect(findMail({ id })!.sentAt).toBeNull();
    await deliverDueMail(new Date(Date.now() + backoffMs(1) + 1000));
    expect(findMail({ id })!.sentAt).toBeInstanceOf(Date);
    await smtp.waitForMail((m) => m.to.includes('later@example.com'));
  });

  it('never sends a message twice when it cannot be marked sent (another process holds the write lock)', async () => {
    process.env.SMTP_URL = smtp.url;
    const id = queueMail({ to: 'locked@example.com', subject: 'Once', text: 'Only once, please.' });
    const operator = new Database(process.env.DATABASE_PATH!);
    operator.exec('BEGIN EXCLUSIVE'); // as an operator's sqlite3 would
    try {
      await deliverDueMail(); // delivered; marking it sent meets the lock
      await smtp.waitForMail((m) => m.to.includes('locked@example.com'));
      await deliverDueMail(); // still unsent in the table, but remembered as delivered
      expect(findMail({ id })!.sentAt).toBeNull();
    } finally {
      operator.exec('ROLLBACK');
      operator.close();
    }
    await deliverDueMail(); // the lock is gone: marked sent now
    expect(findMail({ id })!.sentAt).toBeInstanceOf(Date);
    expect(smtp.mails.filter((m) => m.to.includes('locked@example.com'))).toHaveLength(1);
  });

  it('doubles the backoff up to an hour and gives up after MAX_ATTEMPTS', () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(20)).toBe(3_600_000);
    expect(MAX_ATTEMPTS).toBeGreaterThanOrEqual(5);
  });
});

describe('outbox without SMTP_URL', () => {
  it('writes an .eml file per message', async () => {
    delete process.env.SMTP_URL;
    queueMail({ to: 'file@example.com', ...welcomeEmail() });
    await deliverDueMail();
    const outbox = join(dir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBe(1);
    const eml = readFileSync(join(outbox, files[0]!), 'utf8');
    expect(eml).toContain('To: file@example.com');
    expect(eml).toContain('Welcome to');
  });
});
