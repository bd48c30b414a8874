/**
 * Migration 0014 on a database that already has listings: group slugs stored before the
 * taxonomy stay (they keep their group), labels and aliases in any case become the chosen category's slug,
 * pending edits too, and a value that names nothing becomes 'other'. The SQL's own name table must agree
 * with src/features/directory/categories.ts: every slug and label of the taxonomy is tried.
 */
import { expect, it } from 'vitest';
import { categories, categoryGroups, resolveCategory } from '#src/features/directory/categories.ts';
import { databaseBefore } from '../../../helpers/migrate-from';

it('brings every stored category to a taxonomy slug, keeping the group of rows whose choice was lost', () => {
  const fixture = databaseBefore('0014_category_choices', 'category-migration');
  const raw = fixture.before;
  const owner = Number(
    raw.prepare("insert into users (email, first_name, last_name, password_hash) values ('o@example.org', 'O', 'W', 'x')").run()
      .lastInsertRowid,
  );
  const insert = raw.prepare(
    "insert into businesses (slug, name, description, category, owner_id, approved, updated_at) values ('s', ?, 'd', ?, ?, 1, 1000)",
  );
  const stored = new Map<number, string>();
  const add = (category: string) => {
    const id = Number(insert.run(`Listing ${stored.size}`, category, owner).lastInsertRowid);
    stored.set(id, category);
    return id;
  };
  // What the app stored before: the nine group slugs (a "Beauty & Wellness" choice became healthcare).
  for (const g of categoryGroups) add(g.slug);
  // Other forms a hand-edited or older row may hold.
  const forms = [
    ...categories.flatMap((c) => [c.label, c.label.toUpperCase(), ` ${c.slug.replace(/-/g, '_')} `]),
    ...categoryGroups.map((g) => g.label),
    'Restaurants',
    'beauty and wellness',
    'Sports-Recreation',
  ];
  for (const form of forms) add(form);
  const unknown = add('Spaceships');
  const revision = raw
    .prepare("insert into business_revisions (business_id, changes, status) values (?, ?, 'pending')")
    .run(add('restaurant'), JSON.stringify({ category: 'Beauty & Wellness', name: 'New name' })).lastInsertRowid;

  const db = fixture.migrateRest();
  const row = (id: number) =>
    db.$client.prepare('select category, updated_at as updatedAt from businesses where id = ?').get(id) as {
      category: string;
      updatedAt: number;
    };
  for (const [id, before] of stored) {
    const expected = id === unknown ? 'other' : resolveCategory(before)!.slug;
    expect(row(id).category, before).toBe(expected);
  }
  // Old group slugs are untouched (not even their updated_at); their group stays.
  for (const [id, before] of [...stored].slice(0, categoryGroups.length)) {
    expect(row(id)).toEqual({ category: before, updatedAt: 1000 });
    expect(resolveCategory(row(id).category)!.group.slug).toBe(before);
  }
  const changes = db.$client.prepare('select changes from business_revisions where id = ?').get(revision) as { changes: string };
  expect(JSON.parse(changes.changes)).toEqual({ category: 'beauty-wellness', name: 'New name' });
  // The temporary name table is gone.
  expect(db.$client.prepare("select count(*) as n from sqlite_temp_master where name = 'category_names'").get()).toEqual({
    n: 0,
  });
  db.$client.close();
});
