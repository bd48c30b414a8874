/**
 * Migration 0033: accounts remember how they were made. Every account made before it counts as an owner's (the
 * spec's rule: its sign-in lands on the dashboard); runs the real drizzle migrator on one database file.
 */
import { expect, it } from 'vitest';
import { databaseBefore, insertUser } from '../../../helpers/migrate-from';

it('makes every existing account an owner account', () => {
  const fixture = databaseBefore('0033_account_created_as', 'account-created-as-migration');
  const ids = [insertUser(fixture.before, 'ann@example.org'), insertUser(fixture.before, 'bo@example.org')];
  const db = fixture.migrateRest();
  const kinds = ids.map(
    (id) => (db.$client.prepare('select created_as from users where id = ?').get(id) as { created_as: string }).created_as,
  );
  expect(kinds).toEqual(['owner', 'owner']);
  db.$client.close();
});
