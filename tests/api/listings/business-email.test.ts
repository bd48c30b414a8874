/** The public business e-mail is its own field: the login e-mail is never published unless typed there. */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import { demo, signedIn, validListing } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import type { TestServer } from '../../helpers/server';

let server: TestServer;
let admin: Client;
let db: Database.Database;
useSite((site) => ({ server, admin, db } = site), { demo: true, ownSiteUrl: true, signIn: ['admin'] });

const account = (tag: string) => ({
  mode: 'new',
  plan: 'free',
  firstName: 'Rita',
  lastName: 'Shore',
  email: `${tag}-${Date.now()}@example.org`,
  password: 'gulf-breeze-lantern-7',
  confirmPassword: 'gulf-breeze-lantern-7',
});

/** A new address's signup answers 202 without naming the listing; find it by its owner's e-mail. */
async function signUp(body: Record<string, unknown>): Promise<number> {
  const res = await new Client(server.url).post('/api/business-signup', body);
  expect(res.status).toBe(202);
  return (
    db.prepare('select b.id from businesses b join users u on u.id = b.owner_id where u.email = ?').get(body.email) as {
      id: number;
    }
  ).id;
}

async function publishedEmail(id: number): Promise<unknown> {
  expect((await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: true })).status).toBe(200);
  const res = await new Client(server.url).get<{ email: unknown }>(`/api/businesses/${id}`);
  expect(res.status).toBe(200);
  return res.body.email;
}

describe('business e-mail', () => {
  it('signup without a business e-mail publishes none (not the login e-mail)', async () => {
    const id = await signUp({ ...account('private'), ...validListing, name: 'Private Inbox Kayaks' });
    expect(await publishedEmail(id)).toBeNull();
  });

  it('signup with a business e-mail publishes exactly that one', async () => {
    const id = await signUp({
      ...account('public'),
      ...validListing,
      name: 'Front Desk Kayaks',
      businessEmail: 'frontdesk@kayaks.example',
    });
    expect(await publishedEmail(id)).toBe('frontdesk@kayaks.example');
  });

  it('a bad business e-mail is refused with the field named', async () => {
    const res = await new Client(server.url).post<{ errors: Record<string, string[]> }>('/api/business-signup', {
      ...account('bad'),
      ...validListing,
      businessEmail: 'not-an-address',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.businessEmail).toEqual(['Please enter a valid email address']);
  });

  it('POST /api/businesses without email stores none', async () => {
    const owner = await signedIn(server.url, demo.owner);
    const res = await owner.post<{ id: number; email: unknown }>('/api/businesses', { ...validListing, name: 'No Mail Tours' });
    expect(res.status).toBe(201);
    expect(res.body.email).toBeNull();
  });
});
