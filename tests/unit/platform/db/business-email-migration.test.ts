/**
 * Migration 0006: business e-mails that were copies of the owner's login
 * e-mail are cleared; real business addresses and unowned listings keep theirs. Runs the real
 * drizzle migrator: first up to 0005, then the rest, on one database file.
 */
import { expect, it } from 'vitest';
import { databaseBefore, insertUser } from '../../../helpers/migrate-from';

it('clears copied account e-mails and keeps every other business e-mail', () => {
  const fixture = databaseBefore('0006_clear_copied_business_emails', 'business-email-migration');
  const raw = fixture.before;
  const user = (email: string) => insertUser(raw, email);
  const listing = (name: string, ownerId: number | null, email: string | null) =>
    Number(
      raw
        .prepare(
          "insert into businesses (slug, name, description, category, owner_id, email) values ('s', ?, 'd', 'other', ?, ?)",
        )
        .run(name, ownerId, email).lastInsertRowid,
    );
  const rita = user('rita@example.org');
  const copied = listing('Copied', rita, 'Rita@Example.org ');
  const real = listing('Real', rita, 'frontdesk@ritas.example');
  const unowned = listing('Unowned', null, 'rita@example.org');

  const db = fixture.migrateRest();
  const email = (id: number) =>
    (db.$client.prepare('select email from businesses where id = ?').get(id) as { email: string | null }).email;
  expect(email(copied)).toBeNull();
  expect(email(real)).toBe('frontdesk@ritas.example');
  expect(email(unowned)).toBe('rita@example.org');
  db.$client.close();
});
