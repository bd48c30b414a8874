/**
 * Migration 0006 (issue 14, DESIGN §2.15): business e-mails that were copies of the owner's login
 * e-mail are cleared; real business addresses and unowned listings keep theirs. Runs the real
 * drizzle migrator: first up to 0005, then the rest, on one database file.
 */
import Database from 'better-sqlite3';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '@/server/db/client';

const dir = mkdtempSync(join(tmpdir(), 'business-email-migration-'));
afterAll(() => {
  delete process.env.MIGRATIONS_DIR;
  rmSync(dir, { recursive: true, force: true });
});

it('clears copied account e-mails and keeps every other business e-mail', () => {
  const before = join(dir, 'migrations-before');
  cpSync('db/migrations', before, { recursive: true });
  const journalPath = join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === '0006_clear_copied_business_emails');
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  const file = join(dir, 'site.db');
  process.env.MIGRATIONS_DIR = before;
  openDb(file).$client.close();
  const raw = new Database(file);
  const user = (email: string) =>
    Number(
      raw.prepare("insert into users (email, first_name, last_name, password_hash) values (?, 'A', 'B', 'x')").run(email)
        .lastInsertRowid,
    );
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
  raw.close();

  process.env.MIGRATIONS_DIR = join(process.cwd(), 'db/migrations');
  const db = openDb(file);
  const email = (id: number) =>
    (db.$client.prepare('select email from businesses where id = ?').get(id) as { email: string | null }).email;
  expect(email(copied)).toBeNull();
  expect(email(real)).toBe('frontdesk@ritas.example');
  expect(email(unowned)).toBe('rita@example.org');
  db.$client.close();
});
