/**
 * The public listing page's actions, through the built server:
 * - "Is this your business? Claim it" only on unclaimed listings, leading into claim mode with the listing chosen;
 * - "Report a problem": stored as a contact message linked to the listing, mailed to the admins (real SMTP),
 *   anonymous allowed, honeypot and per-address limit shared with the contact form, bad input 400 and nothing stored;
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
import type { TestSmtp } from '../../helpers/smtp';
import { useSite } from '../../helpers/use-site';
import { fromVisitor } from '../../helpers/visitors';

let server: TestServer;
let smtp: TestSmtp;
let db: Database.Database;
let unclaimed: { id: number; name: string; slug: string };
let claimed: { id: number; name: string; slug: string };
let premiumId: number;
let owner: Client;
const BOOKING = 'https://fareharbor.com/embeds/book/listing-actions/';

useSite((site) => ({ server, smtp, db, owner } = site), {
  demo: true,
  ownSiteUrl: true,
  smtp: true,
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

describe('Report a problem', () => {
  const reports = () =>
    db.prepare('select * from contact_messages where business_id = ? order by id').all(unclaimed.id) as Record<string, unknown>[];
  const post = (
    fields: Record<string, string>,
    visitor: string,
    path = `/business/${unclaimed.id}-${unclaimed.slug}/report-problem`,
  ) =>
    new Client(server.url).request(path, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromVisitor(visitor) },
    });

  it('every listing links to its report form', async () => {
    for (const b of [unclaimed, claimed]) {
      const html = await page(b.id);
      expect(html).toContain(`href="/business/${b.id}-${b.slug}/report-problem"`);
    }
    const form = await new Client(server.url).get(`/business/${unclaimed.id}/report-problem`);
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toBe('no-store');
    expect(form.text).toContain('Wrong opening hours');
  });

  it('stores an anonymous report with the listing, mails the admins, and goes back with a thank-you', async () => {
    const res = await post({ kind: 'hours', message: 'They close at 5 pm on Sundays now.', email: '' }, 'reporter-1');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/business/${unclaimed.id}-${unclaimed.slug}`);
    expect(res.headers.getSetCookie().join(';')).toContain('Report%20sent');
    const [stored] = reports();
    expect(stored).toMatchObject({
      business_id: unclaimed.id,
      name: '',
      email: '',
      subject: `Wrong opening hours: ${unclaimed.name}`,
      message: 'They close at 5 pm on Sundays now.',
    });
    const mail = await smtp.waitForMail((m) => m.subject.includes('Problem reported'));
    expect(mail.rcptTo).toEqual(['hello@portaransasguide.com']);
    expect(mail.body).toContain(`${server.url}/business/${unclaimed.id}-${unclaimed.slug}`);
    expect(mail.body).toContain('They close at 5 pm on Sundays now.');
    expect(mail.body).toContain(`/admin?tab=contacts&message=${stored!.id as number}`);
  });

  it('keeps the e-mail given, and the admin sees the report with the listing attached', async () => {
    const res = await post(
      { kind: 'closed', message: 'Closed for good since October.', email: 'Local@Example.com' },
      'reporter-2',
    );
    expect(res.status).toBe(303);
    expect(reports().at(-1)).toMatchObject({ email: 'local@example.com', subject: `Closed for good: ${unclaimed.name}` });
    const admin = await signedIn(server.url, demo.admin);
    const list = await admin.get<{ subject: string; business: { id: number; name: string } | null }[]>(
      `/api/admin/contacts?page=1&q=${encodeURIComponent('Closed for good')}`,
    );
    expect(list.body[0]).toMatchObject({ business: { id: unclaimed.id, name: unclaimed.name } });
    const html = (await admin.get('/admin?tab=contacts')).text;
    expect(html).toContain(`href="/business/${unclaimed.id}"`);
  });

  it('refuses bad input with 400 and field messages, and stores nothing', async () => {
    const before = reports().length;
    // Mail is queued in the report's own transaction: the queue, not the SMTP server, says nothing was sent.
    const queued = () =>
      (db.prepare("select count(*) as n from mail_queue where subject like 'Problem reported%'").get() as { n: number }).n;
    const mailsBefore = queued();
    const bad = [
      { kind: 'price', message: 'The prices are higher now.', email: '' },
      { kind: 'phone', message: 'short', email: '' },
      { kind: 'phone', message: 'x'.repeat(2001), email: '' },
      { kind: 'phone', message: 'The number rings a fax machine.', email: 'not-an-address' },
    ];
    const messages = [/Choose what is wrong/, /at least 10 characters/, /at most 2000 characters/, /valid e-mail address/];
    for (const [i, fields] of bad.entries()) {
      const res = await post(fields, `bad-${i}`);
      expect(res.status).toBe(400);
      expect(res.text).toMatch(messages[i]!);
      expect(res.text).toContain('aria-invalid="true"');
    }
    const typed = await post({ kind: 'phone', message: 'short', email: 'me@example.com' }, 'bad-typed');
    expect(typed.text).toContain('value="me@example.com"');
    expect(reports()).toHaveLength(before);
    expect(queued()).toBe(mailsBefore);
  });

  it('drops a honeypot hit with the same answer, and shares the contact form’s limit per address', async () => {
    const before = reports().length;
    const trap = await post({ kind: 'other', message: 'Buy cheap followers now!!', website: 'spam.example' }, 'bot');
    expect(trap.status).toBe(303);
    expect(reports()).toHaveLength(before);
    // 5 a minute per address for contact messages and reports together (one already used above).
    for (let i = 0; i < 4; i += 1) expect((await post({ kind: 'other', message: 'Another report.' }, 'bot')).status).toBe(303);
    const over = await post({ kind: 'other', message: 'One report too many.' }, 'bot');
    expect(over.status).toBe(429);
  });

  it('answers 404 for an unknown or unpublished listing', async () => {
    const pending = db.prepare('select id from businesses where approved = 0 limit 1').get() as { id: number } | undefined;
    const ids = [999999, ...(pending ? [pending.id] : [])];
    for (const id of ids) {
      expect((await new Client(server.url).get(`/business/${id}/report-problem`)).status).toBe(404);
      expect(
        (await post({ kind: 'hours', message: 'Wrong hours on this one.' }, 'ghost', `/business/${id}/report-problem`)).status,
      ).toBe(404);
    }
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
  it('the listing pages with the new parts, and the report form (empty and refused)', async () => {
    const client = new Client(server.url);
    const path = `/business/${unclaimed.id}/report-problem`;
    const refused = await client.request(path, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'x', message: 'short', email: 'nope' }).toString(),
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
