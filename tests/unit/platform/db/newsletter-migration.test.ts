/**
 * Migration 0019 (newsletter double opt-in): everyone who subscribed under the old
 * single opt-in stays subscribed (and whoever had unsubscribed stays unsubscribed); sign-ups start
 * waiting in the new newsletter_pending table. Runs the real drizzle migrator on one database file.
 */
import { expect, it } from 'vitest';
import { databaseBefore } from '../../../helpers/migrate-from';

it('keeps existing subscribers subscribed and starts with no waiting sign-ups', () => {
  const fixture = databaseBefore('0019_newsletter_double_opt_in', 'newsletter-migration');
  const add = fixture.before.prepare(
    'insert into newsletter_subscribers (email, unsubscribe_token_hash, unsubscribed_at) values (?, ?, ?)',
  );
  add.run('reader@example.com', 'a'.repeat(64), null);
  add.run('former@example.com', 'b'.repeat(64), Date.now());

  const db = fixture.migrateRest();
  const active = db.$client.prepare('select email from newsletter_subscribers where unsubscribed_at is null').all();
  expect(active).toEqual([{ email: 'reader@example.com' }]);
  expect(db.$client.prepare('select count(*) as n from newsletter_subscribers').get()).toEqual({ n: 2 });
  expect(db.$client.prepare('select count(*) as n from newsletter_pending').get()).toEqual({ n: 0 });
  db.$client.close();
});
