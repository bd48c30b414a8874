/**
 * A demo-data server of a test file's own, for the API files that write (the read-only ones share
 * tests/helpers/demo-server.ts): started before the file's tests with its database open and the chosen demo
 * accounts signed in, stopped after them.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { Client } from './http';
import { demo, signedIn, startOwnersServer } from './owners';
import type { TestServer } from './server';
import { startSmtp, type TestSmtp } from './smtp';

type DemoAccount = keyof typeof demo;

export interface DemoSite {
  server: TestServer;
  /** The server's database file: read-only unless the file asked to write to it. */
  db: Database.Database;
  /** A client with no session. */
  anonymous: Client;
  /** Signed in only when named in `signIn`. */
  owner: Client;
  owner2: Client;
  admin: Client;
  /** The real SMTP server the site sends through, only when the file asked for `smtp`. */
  smtp: TestSmtp;
}

export interface DemoSiteOptions {
  /** Extra server settings; a function when they are known only once an earlier beforeAll has run. */
  env?: Record<string, string> | (() => Record<string, string>);
  writable?: boolean;
  signIn?: DemoAccount[];
  smtp?: boolean;
}

/**
 * Registers the file's beforeAll and afterAll; `take` receives the started site so the file keeps its own short
 * names for it (later beforeAll hooks of the file already see them).
 */
export function useDemoSite(
  take: (site: DemoSite) => void,
  { env, writable = false, signIn = [], smtp: withSmtp = false }: DemoSiteOptions = {},
): void {
  let smtp: TestSmtp | undefined;
  let server: TestServer | undefined;
  let db: Database.Database | undefined;
  beforeAll(async () => {
    if (withSmtp) smtp = await startSmtp();
    const extra = typeof env === 'function' ? env() : env;
    server = await startOwnersServer({ demoData: true, env: smtp ? { SMTP_URL: smtp.url, ...extra } : extra });
    db = new Database(server.dbPath, { readonly: !writable });
    const clients = {} as Record<DemoAccount, Client>;
    for (const account of signIn) clients[account] = await signedIn(server.url, demo[account]);
    take({ server, db, anonymous: new Client(server.url), ...clients, smtp: smtp! });
  });
  afterAll(async () => {
    db?.close();
    await server?.stop();
    await smtp?.close();
  });
}

/** A demo account's approved listings on the site's database: the first premium one and the first free one. */
export function approvedListingsOf(db: Database.Database, email: string): { premiumId: number; freeId: number } {
  const mine = db
    .prepare(
      'select b.id, b.plan from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 order by b.id',
    )
    .all(email) as { id: number; plan: string }[];
  return { premiumId: mine.find((b) => b.plan === 'premium')!.id, freeId: mine.find((b) => b.plan === 'free')!.id };
}

/** The signed-in owner's approved listings as its dashboard lists them: the first active premium one with a website, and the first free one. */
export async function premiumAndFreeOf(owner: Client): Promise<{ premiumId: number; website: string; freeId: number }> {
  const mine = (
    await owner.get<{ id: number; approved: boolean; premium: boolean; website: string | null }[]>('/api/businesses/my')
  ).body;
  const premium = mine.find((b) => b.approved && b.premium && b.website)!;
  return { premiumId: premium.id, website: premium.website!, freeId: mine.find((b) => b.approved && !b.premium)!.id };
}
