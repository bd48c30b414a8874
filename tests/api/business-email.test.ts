/** The public business e-mail is its own field (DESIGN §2.15): the login e-mail is never published unless typed there. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../helpers/http';
import { demo, signedIn, startOwnersServer, validListing } from '../helpers/owners';
import type { TestServer } from '../helpers/server';

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startOwnersServer({ demoData: true });
  admin = await signedIn(server.url, demo.admin);
});
afterAll(async () => {
  await server?.stop();
});

const account = (tag: string) => ({
  mode: 'new',
  plan: 'free',
  firstName: 'Rita',
  lastName: 'Shore',
  email: `${tag}-${Date.now()}@example.org`,
  password: 'gulf-breeze-lantern-7',
  confirmPassword: 'gulf-breeze-lantern-7',
});

async function publishedEmail(id: number): Promise<unknown> {
  expect((await admin.patch(`/api/admin/businesses/${id}/approve`, { approved: true })).status).toBe(200);
  const res = await new Client(server.url).get<{ email: unknown }>(`/api/businesses/${id}`);
  expect(res.status).toBe(200);
  return res.body.email;
}

describe('business e-mail', () => {
  it('signup without a business e-mail publishes none (not the login e-mail)', async () => {
    const body = account('private');
    const res = await new Client(server.url).post<{ businessId: number }>('/api/business-signup', {
      ...body,
      ...validListing,
      name: 'Private Inbox Kayaks',
    });
    expect(res.status).toBe(201);
    expect(await publishedEmail(res.body.businessId)).toBeNull();
  });

  it('signup with a business e-mail publishes exactly that one', async () => {
    const res = await new Client(server.url).post<{ businessId: number }>('/api/business-signup', {
      ...account('public'),
      ...validListing,
      name: 'Front Desk Kayaks',
      businessEmail: 'frontdesk@kayaks.example',
    });
    expect(res.status).toBe(201);
    expect(await publishedEmail(res.body.businessId)).toBe('frontdesk@kayaks.example');
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
