/**
 * `npm run db:migrate`: applies the committed migrations in db/migrations to DATABASE_PATH (default data/site.db)
 * without starting the server, e.g. before a restart on deploy. `npm start` does the same at start-up, so this is
 * never required; it waits up to 30 s for another process's write lock, as start-up does.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { openDb } from '#src/platform/server/db/client.ts';
import { env } from '#src/config/env.ts';

const path = resolve(env.databasePath);
mkdirSync(dirname(path), { recursive: true });
openDb(path).$client.close();
console.log(`db:migrate: ${path} is up to date with db/migrations`);
