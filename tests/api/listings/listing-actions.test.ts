/**
 * The public listing page's actions, through the built server:
 * - "Is this your business? Claim it" only on unclaimed listings, leading into claim mode with the listing chosen;
 * - "Fix this listing" (the one way to say a listing is wrong; tests/api/suggestions/submit.test.ts) on every listing;
 * - the premium booking link as a main action (top of the page and the phone bar), counted as a booking click;
 * - Directions sends the maps app the name and address, coordinates only without an address.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedListingsOf } from '../../helpers/demo-listings';
import { htmlErrors } from '../../helpers/html-validate';
import { Client } from '../../helpers/http';
import { demo, signedIn } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import { useSite } from '../../helpers/use-site';
import { fromVisitor } from '../../helpers/visitors';

let server: TestServer;
let db: Database.Database;
let unclaimed: { id: number; name: string; slug: string };
let claimed: { id: number; name: string; slug: string };
let premiumId: number;
let owner: Client;
const BOOKING = 'https://fareharbor.com/embeds/book/listing-actions/';

useSite((site) => ({ server, db, owner } = site), {
  demo: true,
  ownSiteUrl: true,
  env: { TRUST_PROXY: 'true' },
  writable: true,
  signIn: ['owner'],
});
beforeAll(async () => {
  const row = 'select id, name, slug from businesses where approved = 1 and owner_id is %s null order by id limit 1';
  unclaimed = db.prepare(row.replace('%s', '')).get() as typeof unclaimed;
  claimed = db.prepare(row.replace('%s', 'not')).get() as typeof claimed;
  ({ premiumId } = approvedListingsOf(db, demo.owner));
  expect((await owner.patch(`/api/businesses/${premiumId}`, { social: { booking: BOOKING } })).status).toBe(200);
});

const page = async (id: number) => (await new Client(server.url).getFollowing(`/business/${id}`)).text;
/** The claim link (Astro writes the `&` in an attribute as `&amp;`; Astro 5 wrote `&#38;`). */
const hasClaimLink = (html: string, id: number) =>
  new RegExp(`href="/business-signup\\?mode=claim&(amp;|#38;)businessId=${id}"`).test(html);

describe('claim link', () => {
  it('shows "Is this your business? Claim it" on an unclaimed listing only', async () => {
    const html = await page(unclaimed.id);
    expect(html.includes('Is this your business?')).toBe(true);
    expect(hasClaimLink(html, unclaimed.id)).toBe(true);
    const mine = await page(claimed.id);
    expect(mine.includes('Is this your business?')).toBe(false);
    expect(mine.includes('mode=claim')).toBe(false);
  });

  it('opens claim mode with that listing chosen, without JavaScript', async () => {
    const html = (await new Client(server.url).get(`/business-signup?mode=claim&businessId=${unclaimed.id}`)).text;
    const select = html.slice(html.indexOf('<select'), html.indexOf('</select>'));
    expect(select).toMatch(new RegExp(`<option value="${unclaimed.id}" selected=""`));
  });

  it('disappears once the listing has an owner (the stored page is not served stale)', async () => {
    const other = db
      .prepare('select id from businesses where approved = 1 and owner_id is null and id != ? order by id limit 1')
      .get(unclaimed.id) as { id: number };
    expect(hasClaimLink(await page(other.id), other.id)).toBe(true);
    const ownerId = (db.prepare('select id from users where email = ?').get(demo.owner2) as { id: number }).id;
    db.prepare('update businesses set owner_id = ? where id = ?').run(ownerId, other.id);
    expect((await page(other.id)).includes('Is this your business?')).toBe(false);
  });
});

describe('Fix this listing', () => {
  it('every listing links to its fix page, nothing else about a wrong listing', async () => {
    for (const b of [unclaimed, claimed]) {
      const html = await page(b.id);
      expect(html).toContain(`href="/business/${b.id}-${b.slug}/fix"`);
      expect(html).not.toContain('Report a problem');
      expect(html).not.toContain('Suggest an edit');
    }
  });

  it('a report the former "Report a problem" form left stays in Contacts with its listing linked', async () => {
    db.prepare("insert into contact_messages (name, email, subject, message, business_id) values ('', '', ?, ?, ?)").run(
      `Wrong opening hours: ${unclaimed.name}`,
      'They close at 5 pm on Sundays now.',
      unclaimed.id,
    );
    const admin = await signedIn(server.url, demo.admin);
    const list = await admin.get<{ subject: string; business: { id: number; name: string } | null }[]>(
      `/api/admin/contacts?page=1&q=${encodeURIComponent(`Wrong opening hours: ${unclaimed.name}`)}`,
    );
    expect(list.body[0]).toMatchObject({ business: { id: unclaimed.id, name: unclaimed.name } });
    expect((await admin.get('/admin?tab=contacts')).text).toContain(`href="/business/${unclaimed.id}"`);
  });
});

describe('booking link as a main action', () => {
  it('shows "Book or reserve" under the name and Book in the phone bar, counted as a booking click', async () => {
    const html = await page(premiumId);
    const top = html.indexOf('data-booking-main');
    expect(top).toBeGreaterThan(-1);
    expect(top).toBeLessThan(html.indexOf('About '));
    const bar = html.slice(html.indexOf('data-phone-actions'));
    expect(bar).toContain(`href="/go/${premiumId}/booking"`);
    expect(bar).toMatch(/>\s*Book\s*</);
    // A click on our page (browsers say so): followed at once.
    const res = await new Client(server.url).get(`/go/${premiumId}/booking`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(BOOKING);
  });

  it('a listing without a booking link keeps Website in the bar', async () => {
    const html = await page(claimed.id === premiumId ? unclaimed.id : claimed.id);
    expect(html).not.toContain('data-booking-main');
    const bar = html.slice(html.indexOf('data-phone-actions'));
    expect(bar).not.toContain('>Book<');
  });
});

describe('valid HTML', () => {
  it('the listing pages with the new parts, and the fix form (empty and refused)', async () => {
    const client = new Client(server.url);
    const path = `/business/${unclaimed.id}/fix`;
    const refused = await client.request(path, {
      method: 'POST',
      body: new URLSearchParams({ field: 'other', 'value.other': 'short', email: 'nope' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromVisitor('validator') },
    });
    expect(refused.status).toBe(400);
    for (const html of [await page(unclaimed.id), await page(premiumId), (await client.get(path)).text, refused.text])
      expect(await htmlErrors(html)).toEqual([]);
  });
});

describe('Directions', () => {
  it('sends the maps app the name and address, not bare coordinates', async () => {
    const b = db.prepare('select id, name, address, latitude from businesses where id = ?').get(unclaimed.id) as {
      id: number;
      name: string;
      address: string;
      latitude: number | null;
    };
    expect(b.latitude).not.toBeNull();
    const res = await new Client(server.url).get(`/go/${b.id}/directions`);
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(target.searchParams.get('api')).toBe('1');
    expect(target.searchParams.get('destination')).toBe(`${b.name}, ${b.address}`);
  });

  it('adds the town to an address typed without it, and uses the point only when there is no address', async () => {
    const id = claimed.id;
    db.prepare(
      "update businesses set address = '136 W Cotter Ave', latitude = 27.839436, longitude = -97.059781 where id = ?",
    ).run(id);
    const name = (db.prepare('select name from businesses where id = ?').get(id) as { name: string }).name;
    const dest = async () =>
      new URL((await new Client(server.url).get(`/go/${id}/directions`)).headers.get('location')!).searchParams.get(
        'destination',
      );
    expect(await dest()).toBe(`${name}, 136 W Cotter Ave, Port Aransas, TX`);
    db.prepare('update businesses set address = null where id = ?').run(id);
    expect(await dest()).toBe('27.839436,-97.059781');
  });
});
