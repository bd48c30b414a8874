/** Empty and failure states of the directory and events pages, on a server with an empty database. */
import { describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { useSite } from '../../helpers/use-site';
import type { Client } from '../../helpers/http';

let client: Client;
let db: Database.Database;

useSite((site) => ({ anonymous: client, db } = site), { writable: true });

/** Runs `check` while `table` is renamed away, so the database cannot answer for it, then puts it back. */
async function withTableAway(table: string, check: () => Promise<void>): Promise<void> {
  db.exec(`alter table ${table} rename to ${table}_away`);
  try {
    await check();
  } finally {
    db.exec(`alter table ${table}_away rename to ${table}`);
  }
}

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
    await withTableAway('businesses', async () => {
      const res = await client.get('/business-directory?q=anything');
      expect(res.status).toBe(503);
      expect(res.text).toContain('Failed to load businesses.');
      expect(res.text).toMatch(/<a href="\/business-directory\?q=anything"[^>]*>Click here to try again<\/a>/);
    });
    expect((await client.get('/business-directory?q=anything')).status).toBe(200);
  });

  it('events show the spec error', async () => {
    await withTableAway('events', async () => {
      const res = await client.get('/events');
      expect(res.status).toBe(503);
      expect(res.text).toContain('Failed to load events. Please try again later.');
    });
  });
});
