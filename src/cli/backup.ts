/**
 * `npm run backup -- --out DIR`: consistent online copy of the database (safe while the server runs)
 * plus the uploads folder; integrity-checked. See src/platform/server/ops/backup.ts.
 */
import { parseArgs } from 'node:util';
import { env } from '#src/config/env.ts';
import { backupSite } from '#src/platform/server/ops/backup.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('usage: npm run backup -- --out DIR');
  process.exit(2);
}
try {
  const report = await backupSite({ databasePath: env.databasePath, uploadsDir: env.uploadsDir, outDir: values.out });
  const rows = Object.values(report.tables).reduce((a, b) => a + b, 0);
  console.log(
    `[backup] ${report.database}: integrity ok, ${rows} rows${report.uploads ? `; uploads copied to ${report.uploads}` : ''}`,
  );
} catch (error) {
  console.error(`[backup] failed: ${(error as Error).message}`);
  process.exit(1);
}
