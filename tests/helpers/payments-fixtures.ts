/**
 * Fixtures for payment tests against the built server: a signed-in owner (through the real register
 * and login endpoints) and listings written straight into the server's SQLite file, as the signup
 * page would have saved them. State is read back from the same file.
 */
import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { Client } from './http';

export interface Owner {
  client: Client;
  id: number;
  email: string;
}

export async function signUpOwner(baseUrl: string): Promise<Owner> {
  const client = new Client(baseUrl);
  const email = `owner-${randomBytes(5).toString('hex')}@example.com`;
  const password = `Tarpon-${randomBytes(6).toString('hex')}-Harbor`;
  const registered = await client.post('/api/register', { email, password, firstName: 'Olive', lastName: 'Owner' });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  const login = await client.post<{ user: { id: number } }>('/api/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { client, id: login.body.user.id, email };
}

export function insertListing(
  db: Database.Database,
  {
    ownerId,
    name = `Bait Shop ${randomBytes(3).toString('hex')}`,
    approved = false,
    plan = 'premium',
    status = 'incomplete',
  }: { ownerId: number; name?: string; approved?: boolean; plan?: 'free' | 'premium'; status?: string | null },
): number {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const row = db
    .prepare(
      `insert into businesses (slug, name, description, category, phone, approved, plan, subscription_status, owner_id)
       values (?, ?, 'Live bait, tackle and local fishing reports.', 'retail', '3615550100', ?, ?, ?, ?) returning id`,
    )
    .get(slug, name, approved ? 1 : 0, plan, status, ownerId) as { id: number };
  return row.id;
}

export interface ListingRow {
  id: number;
  plan: string;
  approved: number;
  subscription_type: string | null;
  subscription_status: string | null;
  stripe_subscription_id: string | null;
  current_period_end: number | null;
  cancel_at: number | null;
}

export function readListing(db: Database.Database, id: number): ListingRow {
  return db
    .prepare(
      'select id, plan, approved, subscription_type, subscription_status, stripe_subscription_id, current_period_end, cancel_at from businesses where id = ?',
    )
    .get(id) as ListingRow;
}

export function countRows(db: Database.Database, sql: string, ...params: unknown[]): number {
  return (db.prepare(`select count(*) as n from (${sql})`).get(...params) as { n: number }).n;
}

export function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Picks the "Your listing was not approved" mail to `email` about the listing named `name`. */
export const listingRejectedMailTo =
  (email: string, name: string) =>
  (mail: { to: string; subject: string }): boolean =>
    mail.to.includes(email) && mail.subject.includes(`not approved: “${name}”`);
