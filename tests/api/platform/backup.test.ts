/**
 * `npm run backup` under concurrent writes, then `npm run restore`: every write the server acknowledged
 * before the backup started is in the restored database, the writes it holds are a gap-free prefix, the
 * uploads folder comes along, and restore refuses while the server runs.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { beforeAll, expect, it } from 'vitest';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';

const run = promisify(execFile);
const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], { env: { ...process.env, ...env } });

let server: TestServer;
let uploadsDir: string;
useSite((site) => ({ server } = site), { env: { TRUST_PROXY: 'true' } });
beforeAll(() => {
  uploadsDir = join(server.dir, 'uploads');
  mkdirSync(join(uploadsDir, 'ab'), { recursive: true });
  writeFileSync(join(uploadsDir, 'ab', 'photo.webp'), 'not really a photo');
});

it('a backup taken under concurrent writes restores with nothing acknowledged lost', async () => {
  const acknowledged: number[] = [];
  let next = 0;
  let writing = true;
  // Four writers, each request a newsletter sign-up from its own (proxied) address so no limit applies.
  const writer = async () => {
    while (writing) {
      const i = next++;
      const res = await fetch(`${server.url}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: server.url,
          'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ email: `w${i}@example.com` }),
      });
      await res.arrayBuffer();
      if (res.ok) acknowledged.push(i);
    }
  };
  const writers = [writer(), writer(), writer(), writer()];
  while (acknowledged.length < 200) await new Promise((r) => setImmediate(r));

  const before = new Set(acknowledged);
  const backupDir = join(server.dir, 'backup');
  const env = { DATABASE_PATH: server.dbPath, UPLOADS_DIR: uploadsDir };
  const backup = await cli('backup', ['--out', backupDir], env);
  expect(backup.stdout).toMatch(/integrity ok/);
  const during = acknowledged.length - before.size;
  writing = false;
  await Promise.all(writers);

  // Restore refuses while the server runs on that database …
  await expect(cli('restore', ['--from', backupDir], env)).rejects.toMatchObject({
    stderr: expect.stringMatching(/server is running/),
  });

  // … and restores into a stopped deployment.
  const restoredDb = join(server.dir, 'restored', 'site.db');
  const restoredUploads = join(server.dir, 'restored', 'uploads');
  await cli('restore', ['--from', backupDir], { DATABASE_PATH: restoredDb, UPLOADS_DIR: restoredUploads });
  const db = new Database(restoredDb, { readonly: true });
  const emails = new Set(
    // A sign-up is acknowledged once its request (and confirmation mail) is stored: double opt-in keeps it in newsletter_pending.
    (db.prepare('select email from newsletter_pending').all() as { email: string }[]).map((r) => r.email),
  );
  db.close();
  const restored = [...emails].map((e) => Number(/^w(\d+)@/.exec(e)?.[1])).filter(Number.isInteger);
  const missing = [...before].filter((i) => !emails.has(`w${i}@example.com`));
  console.log(
    `[backup figures] acknowledged before backup: ${before.size}; acknowledged while it ran: ${during}; in the restored copy: ${restored.length}; missing: ${missing.length}`,
  );
  expect(missing).toEqual([]);
  expect(restored.length).toBeGreaterThanOrEqual(before.size);
  expect(readFileSync(join(restoredUploads, 'ab', 'photo.webp'), 'utf8')).toBe('not really a photo');
});
