/**
 * npm run db:seed                       load the demo data into an empty database
 * npm run db:seed -- --businesses N     add N generated businesses (any database)
 *
 * Never deletes or overwrites: demo data is refused when the database already has businesses or users.
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, demoAccounts, isDatabaseEmpty, seedBulkBusinesses, seedDemoData } from '#seed/index.ts';
import { seedDemoPhotos } from '#seed/demo-photos/index.ts';
import { openDb } from '#src/platform/server/db/client.ts';
import { env } from '#src/config/env.ts';

const usage = `Usage:
  npm run db:seed                          Load demo data into an empty database
  npm run db:seed -- --businesses <N>      Add N generated businesses (1 to 1,000,000)
  npm run db:seed -- --help                Show this help

The database is DATABASE_PATH (default data/site.db); it is created and migrated if needed.`;

type Command = { kind: 'demo' } | { kind: 'bulk'; n: number } | { kind: 'help' };

const MAX_BULK = 1_000_000;

function parseArgs(args: string[]): Command | string {
  if (args.length === 0) return { kind: 'demo' };
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) return { kind: 'help' };
  const [flag, ...rest] = args;
  let value: string | undefined;
  if (flag === '--businesses' && rest.length === 1) value = rest[0];
  else if (flag?.startsWith('--businesses=') && rest.length === 0) value = flag.slice('--businesses='.length);
  else return `Unknown or misplaced arguments: ${args.join(' ')}`;
  if (!value || !/^\d+$/.test(value)) return `--businesses needs a whole number, got "${value ?? ''}"`;
  const n = Number(value);
  if (n < 1 || n > MAX_BULK) return `--businesses must be between 1 and ${MAX_BULK.toLocaleString('en-US')}, got ${value}`;
  return { kind: 'bulk', n };
}

async function main(): Promise<number> {
  const command = parseArgs(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(`${command}\n\n${usage}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(usage);
    return 0;
  }

  const path = env.databasePath;
  const db = openDb(path);
  try {
    if (command.kind === 'bulk') {
      const started = performance.now();
      seedBulkBusinesses(db, command.n);
      const seconds = (performance.now() - started) / 1000;
      console.log(`Added ${command.n.toLocaleString('en-US')} businesses to ${path} in ${seconds.toFixed(2)} s.`);
      return 0;
    }
    if (!isDatabaseEmpty(db)) {
      console.error(
        `Refusing to load demo data: ${path} already has businesses or users, and seeding never changes existing data.\n` +
          'Point DATABASE_PATH at a new file, or use --businesses N to add generated businesses.',
      );
      return 1;
    }
    seedDemoData(db);
    const { photos } = await seedDemoPhotos(db, { uploadsDir: resolve(env.uploadsDir) });
    console.log(`Loaded demo data into ${path} (${photos} photos in ${env.uploadsDir}).`);
    console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of Object.values(demoAccounts)) console.log(`  ${account.email.padEnd(20)} ${account.role}`);
    return 0;
  } finally {
    db.$client.close();
  }
}

process.exitCode = await main();
