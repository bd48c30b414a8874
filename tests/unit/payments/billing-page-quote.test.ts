/**
 * The billing page's Switch paragraph, its confirmation step and the invoice name one amount: the Switch link carries
 * the instant the paragraph was worked out (`quotedAt`), and the step prices the switch as of it. Opened minutes
 * later without it, the credit for the unused time (and so the amount) moved by a cent or more.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'billing-quote-'));
process.env.DATABASE_PATH = join(dir, 'site.db');
const { closeDb, getDb } = await import('#src/platform/server/db/client.ts');
const { loadBillingPage } = await import('#src/features/payments/server/billing-page.ts');

const DAY = 86_400_000;
const read = new Date(Date.now() - 20 * 60_000);
let userId = 0;
let businessId = 0;

beforeAll(() => {
  const db = getDb().$client;
  userId = (
    db
      .prepare(
        `insert into users (email, first_name, last_name, password_hash) values ('rosa@example.com', 'Rosa', 'Owner', 'x') returning id`,
      )
      .get() as { id: number }
  ).id;
  businessId = (
    db
      .prepare(
        `insert into businesses (slug, name, description, category, phone, approved, plan, subscription_status, subscription_type,
           stripe_subscription_id, current_period_end, owner_id)
         values ('rosas', 'Rosa''s', 'Tacos and coffee by the harbor.', 'restaurant', '3617490000', 1, 'premium', 'active',
           'monthly', 'test_sub_quote', ?, ?) returning id`,
      )
      .get(read.getTime() + 17 * DAY, userId) as { id: number }
  ).id;
});
afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

const switchOf = (result: ReturnType<typeof loadBillingPage>) => {
  if (!result.ok) throw new Error(result.error);
  return { total: result.view.switchTo?.totalCents, quotedAt: result.view.quotedAt };
};

describe('the switch confirmation names the figure the owner read', () => {
  it('priced as of the quotedAt its link carries, up to 30 minutes old; afresh otherwise', () => {
    const page = switchOf(loadBillingPage({ businessId, userId, now: read }));
    expect(page.quotedAt).toBe(read.getTime());

    const now = new Date(read.getTime() + 20 * 60_000);
    const step = switchOf(loadBillingPage({ businessId, userId, now, confirm: 'switch', quotedAt: String(page.quotedAt) }));
    // The step posts the same instant back, so the invoice is worked out as of it too.
    expect(step).toEqual(page);

    // Twenty minutes on, the figure worked out afresh differs: what the paragraph and the step used to disagree by.
    const afresh = switchOf(loadBillingPage({ businessId, userId, now, confirm: 'switch' }));
    expect(afresh.total).not.toBe(page.total);
    for (const stale of [String(now.getTime() - 31 * 60_000), String(now.getTime() + 1000), 'soon', ''])
      expect(switchOf(loadBillingPage({ businessId, userId, now, confirm: 'switch', quotedAt: stale }))).toEqual(afresh);
  });
});
