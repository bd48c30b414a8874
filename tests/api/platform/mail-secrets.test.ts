/**
 * After delivery a mail row keeps who/when/subject but not the body (which held live reset and
 * verification links); and without SMTP on a public site, links are never printed to the log.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../../helpers/accounts';
import { Client } from '../../helpers/http';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';
import type { TestSmtp } from '../../helpers/smtp';
import { waitFor } from '../../helpers/wait';

describe('with SMTP', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  useSite((site) => ({ server, smtp } = site), { smtp: true });

  it('a delivered verification mail leaves no token in mail_queue', async () => {
    const email = 'tokens-gone@example.com';
    const res = await new Client(server.url).post('/api/register', {
      email,
      password: GOOD_PASSWORD,
      firstName: 'To',
      lastName: 'Ken',
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitForMail((m) => m.to.includes(email));
    expect(mail.body).toContain('verify-email?token=');
    const db = new Database(server.dbPath, { readonly: true });
    const rows = () =>
      db.prepare('select "to", subject, text, html, sent_at from mail_queue where "to" = ?').all(email) as Record<
        string,
        unknown
      >[];
    // delivery is acknowledged by SMTP before the row is marked; poll the row, not the clock
    const [row] = await waitFor(() => rows().every((r) => r.sent_at !== null) && rows(), { what: 'the mail row marked sent' });
    db.close();
    expect(row).toMatchObject({ to: email, text: '', html: null });
    expect(row!.subject).toMatch(/Verify your email/);
    expect(row!.sent_at).not.toBeNull();
  });
});

describe('without SMTP on a public SITE_URL', () => {
  let server: TestServer;
  useSite((site) => ({ server } = site), { env: { SITE_URL: 'https://guide.example.com' } });

  it('writes the .eml but prints no link', async () => {
    const res = await new Client(server.url).post('/api/register', {
      email: 'quiet@example.com',
      password: GOOD_PASSWORD,
      firstName: 'Qu',
      lastName: 'Iet',
    });
    expect(res.status).toBe(201);
    await waitFor(() => server.output().includes('[mail] no SMTP_URL'), { what: 'the outbox line in the log' });
    expect(server.output()).not.toMatch(/token=/);
  });
});
