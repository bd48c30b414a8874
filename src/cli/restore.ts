/**
 * `npm run restore -- --from DIR`: puts a backup made by `npm run backup` in place of DATABASE_PATH
 * and UPLOADS_DIR. Refuses while the server runs on that database.
 */
import { parseArgs } from 'node:util';
import { env } from '#src/config/env.ts';
import { restoreSite } from '#src/platform/server/ops/backup.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('usage: npm run restore -- --from DIR');
  process.exit(2);
}
try {
  const tables = restoreSite({ databasePath: env.databasePath, uploadsDir: env.uploadsDir, fromDir: values.from });
  const rows = Object.values(tables).reduce((a, b) => a + b, 0);
  console.log(`[restore] ${env.databasePath} restored from ${values.from} (${rows} rows)`);
} catch (error) {
  console.error(`[restore] refused: ${(error as Error).message}`);
  process.exit(1);
}
