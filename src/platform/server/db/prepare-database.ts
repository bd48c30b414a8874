/** Migrates the database and, for a brand-new one, loads the demo data (never on an existing one). */
import { existsSync } from 'node:fs';
import { openDb } from './client.ts';
import { isLockError, STARTUP_LOCK_WAIT_MS } from './lock-wait.ts';
import { logger } from '#src/platform/server/log.ts';

/**
 * At start-up a migration waits up to STARTUP_LOCK_WAIT_MS (30 s) for another process's write lock,
 * not the brief wait of a serving connection: this process serves nobody yet. A lock held longer stops
 * the start with a message that says so (systemd's Restart=on-failure tries again).
 *
 * "New" means the file did not exist, or it holds no users and no businesses (a first start that was
 * interrupted before seeding). A database with either is never touched. The demo photos
 * (covers, premium galleries) go through the photo pipeline into `uploadsDir`.
 */
export async function prepareDatabase(
  path: string,
  { demoData, uploadsDir }: { demoData: boolean; uploadsDir: string },
): Promise<{ seeded: boolean }> {
  const existed = path !== ':memory:' && existsSync(path);
  let db;
  try {
    db = openDb(path);
  } catch (error) {
    if (!isLockError(error)) throw error;
    throw new Error(
      `${path} stayed locked by another process for ${STARTUP_LOCK_WAIT_MS / 1000} s (sqlite3, a script, VACUUM?): the server cannot migrate it; start again once that is done`,
      { cause: error },
    );
  }
  try {
    // Loaded only when needed: the demo data and the photo pipeline are most of this step's start-up.
    const { isDatabaseEmpty, seedDemoData } = demoData ? await import('#seed/index.ts') : {};
    if (isDatabaseEmpty && seedDemoData && (!existed || isDatabaseEmpty(db))) {
      const { seedDemoPhotos } = await import('#seed/demo-photos/index.ts');
      seedDemoData(db);
      const { photos } = await seedDemoPhotos(db, { uploadsDir });
      logger.info(`[start] loaded demo data (${photos} photos in ${uploadsDir}) into ${path}`);
      return { seeded: true };
    }
    return { seeded: false };
  } finally {
    db.$client.close();
  }
}
