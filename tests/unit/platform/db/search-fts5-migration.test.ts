/**
 * Migration …_search_fts5 on a database that already has listings: the search index and the name words are filled
 * from the rows already there (approved listings only for the words), and the triggers keep both in step afterwards.
 * Runs the real drizzle migrator on one file.
 */
import { expect, it } from 'vitest';
import { searchDirectory } from '#src/features/search/server/directory-search.ts';
import { databaseBefore } from '../../../helpers/migrate-from';

it('indexes the listings already there, and follows writes made after it', () => {
  const fixture = databaseBefore('0023_search_fts5', 'search-fts5-migration');
  fixture.before.exec(`
    insert into businesses (slug, name, description, category, approved) values
      ('fins', 'Fins Grill', 'Fish tacos on the harbor.', 'restaurant', 1),
      ('hidden', 'Hidden Grill', 'Waiting for approval.', 'restaurant', 0);
  `);
  const sql = fixture.migrateRest().$client;
  const find = (q: string) => searchDirectory(sql, { words: q.split(' ') }, { limit: 10, offset: 0 });
  const words = () => sql.prepare('select term from businesses_search_words_vocab order by term').pluck().all();

  expect(find('tacos')).toEqual({ ids: [1], total: 1 });
  expect(find('grill')).toEqual({ ids: [1], total: 1 });
  expect(words()).toEqual(['fins', 'grill']);

  sql.prepare('update businesses set approved = 1 where id = 2').run();
  expect(find('grill')).toEqual({ ids: [1, 2], total: 2 });
  expect(words()).toEqual(['fins', 'grill', 'hidden']);
  sql.prepare(`update businesses set name = 'Fins Taqueria' where id = 1`).run();
  expect(find('fins grill')).toEqual({ ids: [], total: 0 });
  expect(words()).toEqual(['fins', 'grill', 'hidden', 'taqueria']);
  sql.prepare('delete from businesses where id = 2').run();
  expect(find('grill')).toEqual({ ids: [], total: 0 });
  expect(words()).toEqual(['fins', 'taqueria']);
  sql.close();
});
