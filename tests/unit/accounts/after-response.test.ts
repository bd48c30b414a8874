/**
 * Work done after the answer (the mail of "if that address has an account, we mailed it") is not lost
 * while another process holds the database's write lock: it waits in memory and runs once a write can
 * start. Timers are Vitest's fake ones; the database and its lock are real.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { useTempDatabase } from './db';

useTempDatabase();
const { getDb } = await import('#src/platform/server/db/client.ts');
const { afterResponse } = await import('#src/features/accounts/server/background.ts');

beforeAll(() => vi.useFakeTimers());
afterAll(() => vi.useRealTimers());

it('runs the work again once the lock is gone, and only then', async () => {
  const client = getDb().$client;
  const rows = () => client.prepare(`select count(*) from audit_log where action = 'after-response.test'`).pluck().get();
  let tries = 0;
  const work = () => {
    tries++;
    client.prepare(`insert into audit_log (action) values ('after-response.test')`).run();
  };

  const operator = new Database(process.env.DATABASE_PATH!);
  operator.exec('BEGIN EXCLUSIVE');
  afterResponse('test work', work);
  await vi.advanceTimersByTimeAsync(100); // the first try, after the answer: meets the lock
  expect(tries).toBe(1);
  await vi.advanceTimersByTimeAsync(30_000); // still locked: the work waits, untried
  expect(tries).toBe(1);
  operator.exec('ROLLBACK');
  operator.close();

  await vi.advanceTimersByTimeAsync(10_000);
  expect(tries).toBe(2);
  expect(rows()).toBe(1);
});
