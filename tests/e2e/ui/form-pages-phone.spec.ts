/**
 * Every page that holds a form, at a phone's 390 px: the page does not scroll sideways and no element's right edge
 * passes the screen, so no button or label is cut off. Anonymous, as a demo owner and as the admin, on the built
 * server with the demo data. A new form page is one line in `formPages`.
 *
 * The claimable listing carries a long business e-mail, as imported listings do: a code claim prints it in full on
 * the claim form and masked (still with the whole domain) on the code page.
 */
import type { Page } from '@playwright/test';
import type Database from 'better-sqlite3';
import { expect, test } from '../../helpers/playwright';
import { useSite } from '../../helpers/browser-site';
import { demo, signInContext } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { screenshot } from '../../helpers/screenshot';
import { unclaimedListings } from '../../helpers/unclaimed-listings';

let server: TestServer;
let db: Database.Database;
useSite((site) => ({ server, db } = site), { demo: true, ownSiteUrl: true, writable: true });

/** Ids the paths need, found or made once before the pages are visited. */
interface Ids {
  /** Unclaimed, with a long business e-mail on file. */
  claimable: number;
  /** The owner's code claim on `claimable`. */
  claim: number;
  /** The owner's approved premium listing (it takes questions) and a free one. */
  premium: number;
  free: number;
  event: number;
  enquiry: number;
  /** An approved review of `claimable`. */
  review: number;
}

type Who = 'anonymous' | 'owner' | 'admin';

const formPages: { who: Who; path: (ids: Ids) => string }[] = [
  { who: 'anonymous', path: () => '/login' },
  { who: 'anonymous', path: () => '/register' },
  { who: 'anonymous', path: () => '/forgot-password' },
  { who: 'anonymous', path: () => '/contact' },
  { who: 'anonymous', path: () => '/business-signup' },
  { who: 'anonymous', path: () => '/business-signup?mode=claim' },
  { who: 'anonymous', path: (ids) => `/business-signup?mode=claim&businessId=${ids.claimable}` },
  { who: 'anonymous', path: () => '/newsletter' },
  { who: 'anonymous', path: (ids) => `/my-trip?b=${ids.premium},${ids.free}&e=${ids.event}` },
  { who: 'anonymous', path: (ids) => `/business/${ids.premium}/ask` },
  { who: 'anonymous', path: (ids) => `/business/${ids.claimable}/fix` },
  { who: 'anonymous', path: (ids) => `/business/${ids.claimable}/report?review=${ids.review}` },
  { who: 'owner', path: () => '/dashboard' },
  { who: 'owner', path: () => '/account' },
  { who: 'owner', path: (ids) => `/dashboard/businesses/${ids.premium}` },
  { who: 'owner', path: (ids) => `/dashboard/businesses/${ids.premium}/offers` },
  { who: 'owner', path: (ids) => `/dashboard/businesses/${ids.free}/upgrade` },
  { who: 'owner', path: (ids) => `/dashboard/events/${ids.event}` },
  { who: 'owner', path: (ids) => `/dashboard/enquiries/${ids.enquiry}` },
  { who: 'owner', path: () => '/events/submit' },
  { who: 'owner', path: (ids) => `/business-signup?mode=claim&businessId=${ids.claimable}` },
  { who: 'owner', path: (ids) => `/claims/${ids.claim}` },
  { who: 'admin', path: () => '/admin' },
  { who: 'admin', path: () => '/admin/confirm?do=business.reject&id=1' },
  // The review form as someone with no listing: a demo owner competes with most listings, so is shown why not instead.
  { who: 'admin', path: (ids) => `/business/${ids.claimable}/review` },
];

const accounts = { owner: demo.owner, admin: demo.admin } as const;

/**
 * What passes the right edge of the screen: the page's own sideways scroll, then each visible element whose box ends
 * beyond the viewport, unless an ancestor clips or scrolls it (that ancestor is measured instead).
 */
function overflowAt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const found: string[] = [];
    if (root.scrollWidth > root.clientWidth) found.push(`page is ${root.scrollWidth} px wide`);
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= root.clientWidth + 0.5) continue;
      if (getComputedStyle(el).visibility === 'hidden' || clipped(el)) continue;
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      found.push(`<${el.tagName.toLowerCase()}> ends at ${Math.round(box.right)} px: "${text}"`);
    }
    // The first few name the culprit; a wide element widens everything around it.
    return found.length > 12 ? [...found.slice(0, 12), `and ${found.length - 12} more`] : found;
  });
}

let ids: Ids;
test.beforeAll(async ({ playwright }) => {
  const base = server.url;
  const listing = unclaimedListings('asc', () => 'info@sandbarsmokehousebbq.example.com')(server.dbPath);
  const owned = (plan: string) =>
    (
      db
        .prepare(
          `select b.id from businesses b join users u on u.id = b.owner_id
           where u.email = ? and b.approved = 1 and b.plan = ? order by b.id`,
        )
        .get(demo.owner, plan) as { id: number }
    ).id;
  const premium = owned('premium');
  const event = (
    db.prepare('select e.id from events e join users u on u.id = e.owner_id where u.email = ? order by e.id').get(demo.owner) as {
      id: number;
    }
  ).id;

  // The demo has no approved reviews: one by the second owner, as a moderator would have let through.
  const author = (db.prepare('select id from users where email = ?').get(demo.owner2) as { id: number }).id;
  const review = Number(
    db
      .prepare("insert into reviews (business_id, user_id, rating, body, status) values (?, ?, 5, ?, 'approved')")
      .run(listing.id, author, 'Great brisket and a friendly crew.').lastInsertRowid,
  );

  const visitor = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
  const asked = await visitor.post(`/api/businesses/${premium}/enquiries`, {
    data: { name: 'Rosa Visitor', email: 'rosa.private@example.net', message: 'Do you have room for six on Saturday?' },
  });
  expect(asked.status()).toBe(201);
  const enquiry = ((await asked.json()) as { enquiry: { id: number } }).enquiry.id;
  await visitor.dispose();

  const owner = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: { Origin: base } });
  await signInContext(owner, base, demo.owner);
  const claimed = await owner.post('/api/businesses/claim', { data: { businessId: listing.id, method: 'email' } });
  expect(claimed.status(), await claimed.text()).toBeLessThan(300);
  const claim = ((await claimed.json()) as { claim: { id: number } }).claim.id;
  await owner.dispose();

  ids = { claimable: listing.id, claim, premium, free: owned('free'), event, enquiry, review };
});

for (const who of ['anonymous', 'owner', 'admin'] as const) {
  test(`every form page fits a 390 px phone (${who})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (who !== 'anonymous') await signInContext(context.request, server.url, accounts[who]);
    const page = await context.newPage();
    const wide: Record<string, string[]> = {};
    for (const entry of formPages.filter((p) => p.who === who)) {
      const path = entry.path(ids);
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.url(), `${path} redirected`).toBe(`${server.url}${path}`);
      expect(await page.locator('main form').count(), `${path} holds no form`).toBeGreaterThan(0);
      await screenshot(page, `form-phone-${who}${path.replace(/[^a-z0-9]+/gi, '-')}`);
      const found = await overflowAt(page);
      if (found.length > 0) wide[path] = found;
    }
    await context.close();
    expect(wide).toEqual({});
  });
}
