/**
 * Mail someone waits for on the screen (verification, password reset, the newsletter's confirmation, the claim code, the "you already
 * have an account" mail sent instead of a verification) goes out before the notifications already queued: a backlog
 * of contact and enquiry mails (20 a run, a run every 15 s) used to hold a verification back by minutes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../../helpers/smtp';
import { useTempDatabase } from '../accounts/db';

useTempDatabase();
const { queueMail, deliverDueMail, stopMailWorker, MAX_ATTEMPTS } = await import('#src/platform/server/mail/index.ts');
const { accountExistsEmail, passwordResetEmail, verificationEmail, welcomeEmail } = await import(
  '#src/platform/server/mail/templates.ts'
);
const { confirmationEmail } = await import('#src/features/newsletter/server/email.ts');
const { claimCodeEmail } = await import('#src/features/claims/server/emails.ts');
const { listDueMail } = await import('#src/platform/server/mail/mail.queries.ts');

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SITE_URL = 'https://guide.example';
  process.env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  stopMailWorker();
  await smtp.close();
});

it('the mails someone waits for are marked urgent, notifications are not', () => {
  expect(verificationEmail({ firstName: 'Ann', token: 't' }).urgent).toBe(true);
  expect(passwordResetEmail({ token: 't' }).urgent).toBe(true);
  expect(accountExistsEmail().urgent).toBe(true);
  expect(confirmationEmail({ token: 't' }).urgent).toBe(true);
  expect(claimCodeEmail({ businessName: 'Fins', code: '123456', claimantName: 'Ann', minutes: 15 }).urgent).toBe(true);
  expect(welcomeEmail().urgent).toBeUndefined();
});

it('urgent mail queued behind a backlog of notifications is taken first, and delivered first', async () => {
  for (let i = 0; i < 25; i++) queueMail({ to: `owner${i}@example.com`, subject: `New question ${i}`, text: 'A visitor asks…' });
  queueMail({ to: 'ann@example.com', ...verificationEmail({ firstName: 'Ann', token: 'verify-me' }) });
  queueMail({ to: 'bob@example.com', ...passwordResetEmail({ token: 'reset-me' }) });

  // One run takes 20: the two urgent ones first, then the notifications in the order they were queued.
  const batch = listDueMail({ maxAttempts: MAX_ATTEMPTS });
  expect(batch).toHaveLength(20);
  expect(batch.slice(0, 2).map((mail) => mail.to)).toEqual(['ann@example.com', 'bob@example.com']);
  expect(batch.slice(2).map((mail) => mail.to)).toEqual(Array.from({ length: 18 }, (_, i) => `owner${i}@example.com`));

  await deliverDueMail();
  await smtp.waitForMail(() => smtp.mails.length >= 27);
  expect(smtp.mails.slice(0, 2).map((mail) => mail.rcptTo)).toEqual([['ann@example.com'], ['bob@example.com']]);
});
