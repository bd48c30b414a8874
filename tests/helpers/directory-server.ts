/**
 * For browser specs that need known rows: a server of the spec file's own with no demo data but the listings and
 * events of tests/fixtures/directory-data.ts, and whatever `addRows` writes besides; started before the file's tests,
 * stopped after them. `take` receives it and the fixtures' ids so the file keeps its own names for them.
 */
import { test } from '@playwright/test';
import type Database from 'better-sqlite3';
import { openDb } from '#src/platform/server/db/client.ts';
import { insertDirectoryFixtures } from '../fixtures/directory-data';
import { startServer, type TestServer } from './server';

export function useDirectoryServer(
  take: (server: TestServer, ids: ReturnType<typeof insertDirectoryFixtures>) => void,
  addRows: (db: Database.Database) => void = () => {},
): void {
  let server: TestServer | undefined;
  test.beforeAll(async () => {
    server = await startServer();
    const db = openDb(server.dbPath).$client;
    const ids = insertDirectoryFixtures(db);
    addRows(db);
    db.close();
    take(server, ids);
  });
  test.afterAll(() => server?.stop());
}
