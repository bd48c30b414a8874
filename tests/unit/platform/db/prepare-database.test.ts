import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '#src/platform/server/db/client.ts';
import { prepareDatabase } from '#src/platform/server/db/prepare-database.ts';

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

describe('openDb (every connection)', () => {
  it('caches 8 MB of pages, not the 16 MB better-sqlite3 builds with', () => {
    const db = openDb(join(dir, 'cache.db'));
    try {
      expect(db.$client.pragma('cache_size', { simple: true })).toBe(-8000);
      expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.$client.close();
    }
  });
});

describe('prepareDatabase (npm start)', () => {
  it('migrates and loads demo data, photos included, into a new database', async () => {
    const path = join(dir, 'new.db');
    const uploadsDir = join(dir, 'uploads');
    expect(await prepareDatabase(path, { demoData: true, uploadsDir })).toEqual({ seeded: true });
    expect(countRows(path, 'businesses')).toBeGreaterThanOrEqual(40);
    // Every photo row's variants are in the uploads folder (tests/unit/seed/seed-photos.test.ts checks the rest).
    const photos = new Database(path, { readonly: true });
    const rows = photos.prepare('select hash, widths from business_photos').all() as { hash: string; widths: string }[];
    photos.close();
    expect(rows.length).toBeGreaterThan(40);
    const files = new Set(readdirSync(uploadsDir));
    for (const r of rows)
      for (const w of JSON.parse(r.widths) as number[])
        for (const ext of ['avif', 'webp', 'jpg']) expect(files.has(`${r.hash}-${w}.${ext}`)).toBe(true);
    const db = new Database(path, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // The unused FTS5 search table and its triggers are dropped (search reads the in-memory index).
    const fts = db.prepare("select name from sqlite_master where name like 'businesses_fts%'").all();
    expect(fts).toEqual([]);
    db.close();
  });

  it('leaves a new database empty when DEMO_DATA=false', async () => {
    const path = join(dir, 'empty.db');
    expect(await prepareDatabase(path, { demoData: false, uploadsDir: join(dir, 'uploads') })).toEqual({ seeded: false });
    expect(countRows(path, 'businesses')).toBe(0);
    expect(countRows(path, 'users')).toBe(0);
  });

  it('never re-seeds or wipes an existing database', async () => {
    const path = join(dir, 'existing.db');
    await prepareDatabase(path, { demoData: true, uploadsDir: join(dir, 'uploads') });
    const db = new Database(path);
    db.prepare("update businesses set name = 'Renamed By Owner' where id = 1").run();
    db.prepare('delete from events').run();
    db.close();
    const before = countRows(path, 'businesses');

    expect(await prepareDatabase(path, { demoData: true, uploadsDir: join(dir, 'uploads') })).toEqual({ seeded: false });
    expect(countRows(path, 'businesses')).toBe(before);
    expect(countRows(path, 'events')).toBe(0);
    const check = new Database(path, { readonly: true });
    expect((check.prepare('select name from businesses where id = 1').get() as { name: string }).name).toBe('Renamed By Owner');
    check.close();
  });
});
