/** Empty and failure states of the directory and events pages, on a server with an empty database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { openDb } from '../../src/server/db/client';
import { Client } from '../helpers/http';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
let client: Client;
let db: Database.Database;

beforeAll(async () => {
  server = await startServer();
  client = new Client(server.url);
  db = openDb(server.dbPath).$client;
});
afterAll(async () => {
  db?.close();
  await server?.stop();
});

describe('empty database', () => {
  it('the directory says nothing is listed yet and offers Add Your Business', async () => {
    const res = await client.get('/business-directory');
    expect(res.status).toBe(200);
    expect(res.text).toContain('0 businesses found');
    expect(res.text).toContain('No Businesses Found');
    expect(res.text).toContain('No businesses are currently listed in the directory.');
    expect(res.text).not.toContain('Try adjusting your search criteria');
    expect(res.text.match(/href="\/business-signup"[^>]*>\s*Add Your Business/g)?.length).toBeGreaterThanOrEqual(2);
    expect((await client.get('/api/businesses')).body).toEqual([]);
  });

  it('events say No Events Scheduled', async () => {
    const res = await client.get('/events');
    expect(res.status).toBe(200);
    expect(res.text).toContain('No Events Scheduled');
    expect((await client.get('/api/events/upcoming')).body).toEqual([]);
  });
});

describe('when the database cannot answer', () => {
  it('the directory shows the load error with a retry link', async () => {
    db.exec('alter table businesses rename to businesses_away');
    try {
      const res = await client.get('/business-directory?q=anything');
      expect(res.status).toBe(503);
      expect(res.text).toContain('Failed to load businesses.');
      expect(res.text).toMatch(/<a href="\/business-directory\?q=anything"[^>]*>Click here to try again<\/a>/);
    } finally {
      db.exec('alter table businesses_away rename to businesses');
    }
    expect((await client.get('/business-directory?q=anything')).status).toBe(200);
  });

  it('events show the spec error', async () => {
    db.exec('alter table events rename to events_away');
    try {
      const res = await client.get('/events');
      expect(res.status).toBe(503);
      expect(res.text).toContain('Failed to load events. Please try again later.');
    } finally {
      db.exec('alter table events_away rename to events');
    }
  });
});
