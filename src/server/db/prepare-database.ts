/** Migrates the database and, for a brand-new one, loads the demo data (never on an existing one). */
import { existsSync } from 'node:fs';
import { isDatabaseEmpty, seedDemoData } from '@seed/index';
import { seedDemoPhotos } from '@seed/demo-photos/index';
import { openDb } from '@/server/db/client';
import { logger } from '@/server/log';

/**
 * "New" means the file did not exist, or it holds no users, businesses or events (a first start that
 * was interrupted before seeding). A database with any of those is never touched. The demo photos
 * (covers, premium galleries) go through the photo pipeline into `uploadsDir`.
 */
export async function prepareDatabase(
  path: string,
  { demoData, uploadsDir }: { demoData: boolean; uploadsDir: string },
): Promise<{ seeded: boolean }> {
  const existed = path !== ':memory:' && existsSync(path);
  const db = openDb(path);
  try {
    if (demoData && (!existed || isDatabaseEmpty(db))) {
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
