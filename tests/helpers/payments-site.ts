/**
 * A server of a payments test file's own, with no demo data: started before the file's tests with the Stripe
 * stand-in when asked (test mode without it), a real SMTP server and an admin when asked, its database open and one
 * or two fresh owners signed up; stopped after them.
 */
import type Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { createAdmin, GOOD_PASSWORD, signIn } from './accounts';
import { Client } from './http';
import { openTestDb, signUpOwner, type Owner } from './payments-fixtures';
import { startServer, type TestServer } from './server';
import { startSmtp, type TestSmtp } from './smtp';
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
  /** The SMTP server the site sends through, only when the file asked for `smtp`. */
  smtp: TestSmtp;
  /** Signed in as the admin the file named in `admin`, only then. */
  admin: Client;
}

export interface PaymentsSiteOptions {
  stripe?: boolean;
  twoOwners?: boolean;
  smtp?: boolean;
  /** The e-mail of an admin account to create and sign in. */
  admin?: string;
}

export function usePaymentsSite(
  take: (site: PaymentsSite) => void,
  { stripe: withStripe = false, twoOwners = false, smtp: withSmtp = false, admin: adminEmail }: PaymentsSiteOptions = {},
): void {
  let stripe: StripeStandIn | undefined;
  let smtp: TestSmtp | undefined;
  let server: TestServer | undefined;
  let db: Database.Database | undefined;
  beforeAll(async () => {
    if (withStripe) stripe = await new StripeStandIn().start();
    if (withSmtp) smtp = await startSmtp();
    const mail: Record<string, string> = smtp ? { SMTP_URL: smtp.url, MAIL_FROM: 'Guide <no-reply@guide.example>' } : {};
    server = await startServer(stripe || smtp ? { env: { ...stripe?.env(), ...mail } } : {});
    db = openTestDb(server.dbPath);
    const owner = await signUpOwner(server.url);
    const other = twoOwners ? await signUpOwner(server.url) : undefined;
    let admin: Client | undefined;
    if (adminEmail) {
      createAdmin(server.dbPath, adminEmail);
      admin = new Client(server.url);
      await signIn(admin, adminEmail, GOOD_PASSWORD);
    }
    take({ server, db, stripe: stripe!, owner, other: other!, smtp: smtp!, admin: admin! });
  });
  afterAll(async () => {
    db?.close();
    await server?.stop();
    await smtp?.close();
    await stripe?.stop();
  });
}
