/**
 * `npm start`'s database step (src/cli/start.ts runs it before the server listens): migrate, and load
 * the demo data into a new database unless DEMO_DATA=false. Never wipes or re-seeds an existing one.
 */
import { resolve } from 'node:path';
import { prepareDatabase } from '#src/platform/server/db/prepare-database.ts';
import { env } from '#src/config/env.ts';

await prepareDatabase(env.databasePath, {
  demoData: env.demoData,
  uploadsDir: resolve(env.uploadsDir),
});
