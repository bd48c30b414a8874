import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../../src/server/db/prepare-database';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prepare-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const countRows = (path: string, table: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('prepareDatabase (npm start)', () => {
  it('migrates and loads demo data into a new database', () => {
    const path = join(dir, 'new.db');
    expect(prepareDatabase(path, { demoData: true })).toEqual({ seeded: true });
    expect(countRows(path, 'businesses')).toBeGreaterThanOrEqual(40);
    const db = new Database(path, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // The unused FTS5 search table and its triggers are dropped (search reads the in-memory index).
    const fts = db.prepare("select name from sqlite_master where name like 'businesses_fts%'").all();
    expect(fts).toEqual([]);
    db.close();
  });

  it('leaves a new database empty when DEMO_DATA=false', () => {
    const path = join(dir, 'empty.db');
    expect(prepareDatabase(path, { demoData: false })).toEqual({ seeded: false });
    expect(countRows(path, 'businesses')).toBe(0);
    expect(countRows(path, 'users')).toBe(0);
  });

  it('never re-seeds or wipes an existing database', () => {
    const path = join(dir, 'existing.db');
    prepareDatabase(path, { demoData: true });
    const db = new Database(path);
    db.prepare("update businesses set name = 'Renamed By Owner' where id = 1").run();
    db.prepare('delete from events').run();
    db.close();
    const before = countRows(path, 'businesses');

    expect(prepareDatabase(path, { demoData: true })).toEqual({ seeded: false });
    expect(countRows(path, 'businesses')).toBe(before);
    expect(countRows(path, 'events')).toBe(0);
    const check = new Database(path, { readonly: true });
    expect((check.prepare('select name from businesses where id = 1').get() as { name: string }).name).toBe('Renamed By Owner');
    check.close();
  });
});
