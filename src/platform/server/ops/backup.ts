/**
 * Online backup and restore of the site's data: the SQLite database (through SQLite's backup API,
 * consistent while the server keeps writing) and the uploads folder. A backup is checked with
 * `PRAGMA integrity_check` before it is reported done; a restore refuses while the server runs.
 *
 *   DIR/site.db        the database as of one instant
 *   DIR/uploads/       copy of UPLOADS_DIR (when it exists)
 *   DIR/backup.json    when, from where, row counts
 */
import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The most pages better-sqlite3 copies in one backup step. */
const ALL_PAGES = 0x7fffffff;

export interface BackupReport {
  database: string;
  uploads: string | null;
  tables: Record<string, number>;
}

export async function backupSite({
  databasePath,
  uploadsDir,
  outDir,
}: {
  databasePath: string;
  uploadsDir: string;
  outDir: string;
}): Promise<BackupReport> {
  if (!existsSync(databasePath)) throw new Error(`no database at ${databasePath}`);
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, 'site.db');
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(databasePath, { fileMustExist: true });
  source.pragma('busy_timeout = 5000');
  try {
    // All pages in one step (the first call only starts the backup). SQLite starts a stepped backup over
    // whenever another connection writes between two steps, so on a busy site 100-page steps (the default)
    // could start over for ever. A step holds a read lock only, which in WAL mode never stops the site's
    // writes: the backup never holds the write lock (docs/deployment.md "Database locks").
    await source.backup(partial, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const tables = checkDatabase(partial);
  renameSync(partial, target);

  let uploads: string | null = null;
  if (existsSync(uploadsDir)) {
    uploads = join(outDir, 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    cpSync(uploadsDir, uploads, { recursive: true });
  }
  writeFileSync(
    join(outDir, 'backup.json'),
    `${JSON.stringify({ createdAt: new Date().toISOString(), from: resolve(databasePath), uploads: uploads !== null, tables }, null, 2)}\n`,
  );
  return { database: target, uploads, tables };
}

/** Runs SQLite's integrity check; returns row counts per table, or throws with what is wrong. */
function checkDatabase(path: string): Record<string, number> {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const problems = db.pragma('integrity_check') as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0]!.integrity_check !== 'ok') {
      throw new Error(`integrity check failed: ${problems.map((p) => p.integrity_check).join('; ')}`);
    }
    const names = db
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
      .all() as { name: string }[];
    return Object.fromEntries(
      names.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}

/** The server writes its pid next to the database while it runs (src/serve/server.ts). */
const serverPidFile = (databasePath: string) => `${resolve(databasePath)}.server-pid`;

function runningServerPid(databasePath: string): number | null {
  const file = serverPidFile(databasePath);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // left behind by a crash
  }
}

export function restoreSite({
  databasePath,
  uploadsDir,
  fromDir,
}: {
  databasePath: string;
  uploadsDir: string;
  fromDir: string;
}): Record<string, number> {
  const pid = runningServerPid(databasePath);
  if (pid !== null) throw new Error(`the server is running (pid ${pid}) on ${databasePath}: stop it before restoring`);
  const source = join(fromDir, 'site.db');
  if (!existsSync(source)) throw new Error(`no site.db in ${fromDir}`);
  const tables = checkDatabase(source);

  mkdirSync(dirname(resolve(databasePath)), { recursive: true });
  const staged = `${databasePath}.restoring`;
  cpSync(source, staged);
  // The old WAL and shared-memory files belong to the old database; left in place they would be replayed.
  for (const suffix of ['-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
  renameSync(staged, databasePath);

  const uploads = join(fromDir, 'uploads');
  if (existsSync(uploads)) {
    rmSync(uploadsDir, { recursive: true, force: true });
    cpSync(uploads, uploadsDir, { recursive: true });
  }
  return tables;
}
