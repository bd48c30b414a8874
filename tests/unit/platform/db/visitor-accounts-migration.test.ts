/**
 * Migration …_visitors_accounts: `reviews.user_id` becomes nullable with ON DELETE SET NULL,
 * so deleting an account keeps its reviews. The table is rebuilt inside the migrator's one transaction,
 * where foreign keys stay on: the reports of existing reviews must survive the rebuild (dropping
 * `reviews` would otherwise cascade into `review_reports`). Runs the real drizzle migrator on one file.
 */
import { expect, it } from 'vitest';
import { databaseBefore } from '../../../helpers/migrate-from';

it('keeps every review and report, and then keeps a deleted author’s reviews without the author', () => {
  const fixture = databaseBefore('0022_visitors_accounts', 'visitor-accounts-migration');
  const old = fixture.before;
  old.exec(`
    insert into users (email, first_name, last_name, password_hash) values ('jake@example.org', 'Jake', 'Walker', 'x');
    insert into businesses (slug, name, description, category, approved) values ('fins', 'Fins', 'A grill on the harbor.', 'Restaurants', 1);
    insert into reviews (business_id, user_id, rating, body, status) values (1, 1, 5, 'Great fish tacos and a friendly crew.', 'approved');
    insert into review_reports (review_id, reason) values (1, 'Looks like an advert');
  `);

  const db = fixture.migrateRest();
  const sql = db.$client;
  expect(sql.prepare('select review_id, reason from review_reports').all()).toEqual([
    { review_id: 1, reason: 'Looks like an advert' },
  ]);
  expect(sql.prepare('select id, user_id, status from reviews').all()).toEqual([{ id: 1, user_id: 1, status: 'approved' }]);
  expect(sql.pragma('foreign_key_check')).toEqual([]);

  sql.prepare('delete from users where id = 1').run();
  expect(sql.prepare('select id, user_id from reviews').all()).toEqual([{ id: 1, user_id: null }]);
  expect(sql.prepare('select count(*) as n from review_reports').get()).toEqual({ n: 1 });
  sql.close();
});
