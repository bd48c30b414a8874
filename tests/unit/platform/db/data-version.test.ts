/**
 * Values kept until the data changes (src/platform/server/db/data-version.queries.ts): a write by this connection
 * or a commit by another one is seen on the next call; nothing is kept inside a transaction, which may yet roll back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptUntilChange } from '#src/platform/server/db/data-version.queries.ts';
import { openDb } from '#src/platform/server/db/client.ts';

const dir = mkdtempSync(join(tmpdir(), 'data-version-'));
const path = join(dir, 'kept.db');
const db = openDb(path).$client;
const other = openDb(path).$client;
afterAll(() => {
  db.close();
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = () => db.prepare('select count(*) from businesses').pluck().get() as number;
const kept = () => keptUntilChange(db, 'count of businesses', count);
const insert = (client: typeof db) =>
  client.prepare(`insert into businesses (slug, name, description, category) values ('s', 'Shop', 'x', 'retail')`).run();

describe('kept until the data changes', () => {
  it('keeps a value while nothing is written', () => {
    let runs = 0;
    const counted = () => keptUntilChange(db, 'runs', () => ++runs);
    expect([counted(), counted(), counted()]).toEqual([1, 1, 1]);
  });

  it("counts again after this connection's write and after another connection's commit", () => {
    const before = kept();
    insert(db);
    expect(kept()).toBe(before + 1);
    insert(other);
    expect(kept()).toBe(before + 2);
    expect(kept()).toBe(count());
  });

  it('keeps nothing inside a transaction, whose writes may be rolled back', () => {
    const before = kept();
    expect(() =>
      db.transaction(() => {
        insert(db);
        expect(kept()).toBe(before + 1);
        throw new Error('roll back');
      })(),
    ).toThrow('roll back');
    expect(kept()).toBe(before);
  });
});
