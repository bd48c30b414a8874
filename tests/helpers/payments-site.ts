/**
 * A server of a payments test file's own, with no demo data: started before the file's tests with the Stripe
 * stand-in when asked (test mode without it), its database open and one or two fresh owners signed up; stopped after them.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { openTestDb, signUpOwner, type Owner } from './payments-fixtures';
import { startServer, type TestServer } from './server';
import { StripeStandIn } from './stripe-stand-in';

export interface PaymentsSite {
  server: TestServer;
  db: Database.Database;
  /** Set only when the file asked for Stripe. */
  stripe: StripeStandIn;
  /** A freshly signed-up owner. */
  owner: Owner;
  /** A second one, only when the file asked for `twoOwners`. */
  other: Owner;
}

export function usePaymentsSite(
  take: (site: PaymentsSite) => void,
  { stripe: withStripe = false, twoOwners = false } = {},
): void {
  let stripe: StripeStandIn | undefined;
  let server: TestServer | undefined;
  let db: Database.Database | undefined;
  beforeAll(async () => {
    if (withStripe) stripe = await new StripeStandIn().start();
    server = await startServer(stripe ? { env: stripe.env() } : {});
    db = openTestDb(server.dbPath);
    const owner = await signUpOwner(server.url);
    const other = twoOwners ? await signUpOwner(server.url) : undefined;
    take({ server, db, stripe: stripe!, owner, other: other! });
  });
  afterAll(async () => {
    db?.close();
    await server?.stop();
    await stripe?.stop();
  });
}
