/** Account helpers for API and browser tests: register + verify through real mail, make admins. */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { Client } from './http';
import type { TestSmtp } from './smtp';
import { tokenFrom } from './mail';

export const GOOD_PASSWORD = 'tidepool-pelican-42';

/** Runs `npm run create-admin`'s script against a test database. */
export function createAdmin(dbPath: string, email: string, password = GOOD_PASSWORD) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts', '--email', email, '--password', password], {
    env: { ...process.env, DATABASE_PATH: dbPath },
    encoding: 'utf8',
  });
}

/** Registers through the API, follows the mailed verification link, and returns a signed-in client. */
export async function signedUpClient(baseUrl: string, smtp: TestSmtp, email: string, password = GOOD_PASSWORD): Promise<Client> {
  const client = new Client(baseUrl);
  const reg = await client.post('/api/register', { email, password, firstName: 'Test', lastName: 'Owner' });
  if (reg.status !== 201) throw new Error(`register ${reg.status} ${reg.text}`);
  const mail = await smtp.waitForMail((m) => m.to.includes(email) && /verify/i.test(m.subject));
  await client.post('/api/verify-email', { token: tokenFrom(mail, '/verify-email') });
  await signIn(client, email, password);
  return client;
}

export async function signIn(client: Client, email: string, password = GOOD_PASSWORD): Promise<void> {
  const res = await client.post('/api/login', { email, password });
  if (res.status !== 200) throw new Error(`login ${res.status} ${res.text}`);
}

/** Row counts, to prove rejected requests wrote nothing. */
export function countRows(dbPath: string, table: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}
