/**
 * `npm start`: build when dist/ is missing or stale, migrate the database (and load demo data into a new
 * one), then run the production server (src/serve/server.ts) in this process.
 */
// First: the C library's memory setting for this process (it restarts in place once to apply it).
import './native-memory.ts';
// Then: reads .env (if any) and stops on an invalid setting, before anything is built or loaded.
import '#src/serve/startup-env.ts';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { env } from '#src/config/env.ts';
import { holdsNoData, migrationsPending, openSqlite, STARTUP_LOCK_WAIT_MS } from '#src/platform/server/db/open-sqlite.ts';
import { buildIfStale, SERVER_ENTRY } from './build-if-stale.ts';

if (process.env.SKIP_BUILD !== 'true') buildIfStale();
if (!existsSync(SERVER_ENTRY)) {
  console.error(`[start] ${SERVER_ENTRY} is missing: run \`npm run build\` (or start without SKIP_BUILD=true)`);
  process.exit(1);
}
// Production whatever the shell says, before React is loaded: it picks its build then.
process.env.NODE_ENV = 'production';
process.env.ASTRO_TELEMETRY_DISABLED = '1';

// Migrate before listening.
const { databasePath } = env;
const sqlite = openSqlite(databasePath);
sqlite.pragma(`busy_timeout = ${STARTUP_LOCK_WAIT_MS}`);
try {
  if (migrationsPending(sqlite)) {
    const { migrateSqlite } = await import('#src/platform/server/db/migrate-sqlite.ts');
    migrateSqlite(sqlite, {});
  }
} catch (error) {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  if (!/SQLITE_BUSY/.test(String(code ?? cause?.code))) throw error;
  console.error(
    `[start] ${databasePath} stayed locked by another process for ${STARTUP_LOCK_WAIT_MS / 1000} s (sqlite3, a script, VACUUM?): the server cannot migrate it; start again once that is done`,
  );
  process.exit(1);
}
const wantsDemoData = env.demoData && holdsNoData(sqlite);
sqlite.close();

// Demo data for a new database: a short process of its own, from the TypeScript sources, so the server keeps
// no second copy of them.
if (wantsDemoData) {
  const prepared = spawnSync(process.execPath, ['--import', 'tsx/esm', 'src/cli/prepare-database.ts'], { stdio: 'inherit' });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

await import('#src/serve/server.ts');
