/**
 * A server of an API file's own with no demo data, and a second connection to its database through which the file
 * writes its known rows (as an admin's approval would) or breaks a table: started before the file's tests, stopped after them; `take`
 * receives it so the file keeps its own names for it (later beforeAll hooks of the file already see them).
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { openDb } from '#src/platform/server/db/client.ts';
import { Client } from './http';
import { startServer, type TestServer } from './server';

export interface DirectorySite {
  server: TestServer;
  /** A client with no session. */
  client: Client;
  db: Database.Database;
}

export function useDirectorySite(take: (site: DirectorySite) => void): void {
  let server: TestServer | undefined;
  let db: Database.Database | undefined;
  beforeAll(async () => {
    server = await startServer();
    db = openDb(server.dbPath).$client;
    take({ server, client: new Client(server.url), db });
  });
  afterAll(async () => {
    db?.close();
    await server?.stop();
  });
}
