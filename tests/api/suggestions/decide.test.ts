/**
 * Deciding suggested edits, through the built server: the owner of a claimed listing (an admin may only decline
 * there, 403 on accepting) or an admin (the only deciders of an unclaimed one) accepts, which changes the live listing through the owner's edit (audited, no trip back to
 * review), or declines with a reason; the visitor who left an address is mailed the outcome (real SMTP). Others get
 * 403, unknown 404, a second decision 409; GET /api/suggestions never shows an owner the visitor's address; the
 * dashboard's and the admin's plain forms decide without JavaScript. "Something else" from the fix page is in the same
 * queue under the same rules, and accepting it marks it fixed without changing the listing.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSite } from '../../helpers/use-site';
import { htmlErrors } from '../../helpers/html-validate';
import { Client, postForm } from '../../helpers/http';
import { demo } from '../../helpers/owners';
import type { TestServer } from '../../helpers/server';
import type { TestSmtp } from '../../helpers/smtp';
import { fromVisitor } from '../../helpers/visitors';

let server: TestServer;
let smtp: TestSmtp;
let db: Database.Database;
let owner: Client;
let owner2: Client;
let admin: Client;
type Listing = { id: number; name: string; slug: string };
let mine: Listing;
let premium: Listing;
let unclaimed: Listing[];

useSite((site) => ({ server, smtp, db, owner, owner2, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  env: { TRUST_PROXY: 'true' },
  writable: true,
  signIn: ['owner', 'owner2', 'admin'],
  smtp: true,
});
beforeAll(() => {
  const owned = (plan: string) =>
    db
      .prepare(
        'select b.id, b.name, b.slug from businesses b join users u on u.id = b.owner_id where u.email = ? and b.approved = 1 and b.plan = ? order by b.id limit 1',
      )
      .get(demo.owner, plan) as Listing;
  mine = owned('free');
  premium = owned('premium');
  unclaimed = db
    .prepare(
      "select id, name, slug from businesses where approved = 1 and owner_id is null and plan = 'free' order by id limit 4",
    )
    .all() as Listing[];
});

let visitors = 0;
async function suggest(listing: Listing, body: Record<string, unknown>): Promise<number> {
  const res = await new Client(server.url).post<{ suggestion: { id: number } }>(
    `/api/businesses/${listing.id}/suggestions`,
    body,
    {
      headers: fromVisitor(`visitor-${++visitors}`),
    },
  );
  expect(res.status).toBe(202);
  return res.body.suggestion.id;
}
/** "Something else", which only the fix page's form takes: the id of the suggestion it stored. */
async function report(listing: Listing, words: string, email = ''): Promise<number> {
  const res = await new Client(server.url).request(`/business/${listing.id}/fix`, {
    method: 'POST',
    body: new URLSearchParams({ field: 'other', 'value.other': words, email }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromVisitor(`visitor-${++visitors}`) },
  });
  expect(res.status).toBe(303);
  return (db.prepare('select max(id) as id from listing_suggestions where business_id = ?').get(listing.id) as { id: number }).id;
}
const decide = (client: Client, id: number | string, body: unknown) =>
  client.patch<{
    message?: string;
    suggestion?: { id: number; status: string };
    error?: string;
    errors?: Record<string, string[]>;
  }>(`/api/suggestions/${id}`, body);
const row = (id: number) => db.prepare('select * from listing_suggestions where id = ?').get(id) as Record<string, unknown>;
const listingRow = (id: number) =>
  db
    .prepare('select phone, website, address, hours, approved, rejection_reason, latitude from businesses where id = ?')
    .get(id) as Record<string, unknown>;
const audits = (action: string, businessId: number) =>
  db
    .prepare("select * from audit_log where action = ? and target_type = 'business' and target_id = ? order by id")
    .all(action, String(businessId)) as { actor_user_id: number; details: string }[];
const userId = (email: string) => (db.prepare('select id from users where email = ?').get(email) as { id: number }).id;
const plain = (text: string) => text.replaceAll('\u200B', '');

describe('GET /api/suggestions', () => {
  it('gives an owner their listings’ suggestions without the visitor’s address, an admin every one with it', async () => {
    const own = await suggest(mine, { field: 'website', value: 'https://new.example.com', email: 'seen@example.com' });
    const other = await suggest(unclaimed[0]!, { field: 'phone', value: '(361) 555-0111', email: 'admin-only@example.com' });
    type Item = { id: number; businessId: number; field: string; value: unknown; currentValue: unknown; email?: string };
    const mineList = await owner.get<Item[]>('/api/suggestions');
    expect(mineList.status).toBe(200);
    expect(mineList.headers.get('cache-control')).toContain('no-store');
    const item = mineList.body.find((s) => s.id === own)!;
    expect(item).toMatchObject({ businessId: mine.id, field: 'website', value: 'https://new.example.com', status: 'pending' });
    expect(item).not.toHaveProperty('email');
    expect(mineList.text).not.toContain('seen@example.com');
    expect(mineList.body.some((s) => s.id === other)).toBe(false);
    expect((await owner2.get<Item[]>('/api/suggestions')).body.some((s) => s.id === own || s.id === other)).toBe(false);
    const all = await admin.get<Item[]>('/api/suggestions');
    expect(all.body.find((s) => s.id === other)).toMatchObject({ email: 'admin-only@example.com', businessId: unclaimed[0]!.id });
    expect(all.body.find((s) => s.id === own)).toMatchObject({ email: 'seen@example.com' });
    expect((await new Client(server.url).get('/api/suggestions')).status).toBe(401);
  });
});

describe('PATCH /api/suggestions/{id}', () => {
  it('refuses anonymous (401), strangers (403), unknown ids (404) and bad bodies (400), changing nothing', async () => {
    const id = await suggest(mine, { field: 'phone', value: '(361) 555-0122' });
    const onUnclaimed = await suggest(unclaimed[1]!, { field: 'phone', value: '(361) 555-0123' });
    const before = listingRow(mine.id);
    expect((await decide(new Client(server.url), id, { accepted: true })).status).toBe(401);
    expect((await decide(owner2, id, { accepted: true })).status).toBe(403);
    // Owning other listings gives no say over an unclaimed one: only the admins decide those.
    expect((await decide(owner, onUnclaimed, { accepted: true })).status).toBe(403);
    expect((await decide(owner, 999999, { accepted: true })).status).toBe(404);
    expect((await decide(owner, 'abc', { accepted: true })).status).toBe(400);
    const noReason = await decide(owner, id, { accepted: false });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason?.[0]).toMatch(/Give a reason/);
    expect((await decide(owner, id, { accepted: 'maybe' })).status).toBe(400);
    expect((await decide(owner, id, { reason: 'no decision' })).status).toBe(400);
    expect(row(id)).toMatchObject({ status: 'pending', decided_by: null });
    expect(row(onUnclaimed)).toMatchObject({ status: 'pending' });
    expect(listingRow(mine.id)).toEqual(before);
  });

  it('owner accepts: the live listing shows it at once (no review), audited, the visitor mailed; a second decision 409', async () => {
    const id = await suggest(mine, {
      field: 'phone',
      value: '(361) 555-0177',
      note: 'Their sign shows this one.',
      email: 'helper@example.com',
    });
    const res = await decide(owner, id, { accepted: true });
    expect(res.status).toBe(200);
    expect(res.body.suggestion).toEqual({ id, status: 'accepted' });
    expect(listingRow(mine.id)).toMatchObject({ phone: '(361) 555-0177', approved: 1 });
    const live = await new Client(server.url).get<{ phone: string; status: string }>(`/api/businesses/${mine.id}`);
    expect(live.body).toMatchObject({ phone: '(361) 555-0177', status: 'approved' });
    expect(row(id)).toMatchObject({ status: 'accepted', decided_by: userId(demo.owner), reason: null });
    const [audit] = audits('suggestion.accepted', mine.id);
    expect(audit!.actor_user_id).toBe(userId(demo.owner));
    expect(JSON.parse(audit!.details)).toMatchObject({ suggestionId: id, fields: ['phone'], name: mine.name });
    expect(audits('business.updated', mine.id).at(-1)!.details).toContain('phone');
    const mail = await smtp.waitForMail((m) => m.rcptTo.includes('helper@example.com'));
    expect(mail.subject).toContain('Your suggested edit is live');
    expect(plain(mail.body)).toContain('It was accepted and the listing now shows it.');
    const again = await decide(owner, id, { accepted: false, reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already accepted/);
    expect((await decide(admin, id, { accepted: true })).status).toBe(409);
  });

  it('a new address takes the owner’s edit path: the old map point is dropped and looked up again', async () => {
    const id = await suggest(mine, { field: 'address', value: '301 Beach Access Rd 1A, Port Aransas, TX' });
    expect((await decide(owner, id, { accepted: true })).status).toBe(200);
    expect(listingRow(mine.id)).toMatchObject({ address: '301 Beach Access Rd 1A, Port Aransas, TX' });
    const details = JSON.parse(audits('business.updated', mine.id).at(-1)!.details) as { fields: string[] };
    expect(details.fields).toEqual(expect.arrayContaining(['address', 'latitude', 'longitude']));
  });

  it('admin accepts hours on an unclaimed listing', async () => {
    const target = unclaimed[2]!;
    const id = await suggest(target, {
      field: 'hours',
      value: { saturday: { open: '10:00', close: '16:00' }, sunday: { closed: true } },
    });
    expect((await decide(admin, id, { accepted: true, reason: 'Checked with the shop.' })).status).toBe(200);
    expect(JSON.parse(listingRow(target.id).hours as string)).toEqual({
      saturday: { open: '10:00', close: '16:00', closed: false },
      sunday: { open: '00:00', close: '00:00', closed: true },
    });
    expect(audits('suggestion.accepted', target.id)).toHaveLength(1);
  });

  it('admin declines one for an unclaimed listing: the listing stays, the reason is audited and mailed', async () => {
    const target = unclaimed[1]!;
    const before = listingRow(target.id);
    const id = await suggest(target, { field: 'website', value: 'https://spam.example.net', email: 'Hopeful@Example.com' });
    const res = await decide(admin, id, { accepted: false, reason: 'That site is not theirs.' });
    expect(res.status).toBe(200);
    expect(res.body.suggestion).toEqual({ id, status: 'rejected' });
    expect(listingRow(target.id)).toEqual(before);
    expect(row(id)).toMatchObject({ status: 'rejected', reason: 'That site is not theirs.', decided_by: userId(demo.admin) });
    const [audit] = audits('suggestion.rejected', target.id);
    expect(JSON.parse(audit!.details)).toMatchObject({ reason: 'That site is not theirs.', fields: ['website'] });
    const mail = await smtp.waitForMail((m) => m.rcptTo.includes('hopeful@example.com'));
    expect(mail.subject).toContain('Your suggested edit');
    expect(plain(mail.body)).toContain('That site is not theirs.');
    expect(plain(mail.body)).toContain('not applied');
    expect((await decide(admin, id, { accepted: true })).status).toBe(409);
  });

  it('"closed for good": an admin’s acceptance takes the listing down with that reason; an owner with a paid plan is refused', async () => {
    const target = unclaimed[3]!;
    const id = await suggest(target, { field: 'closed' });
    const res = await decide(admin, id, { accepted: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/taken down/);
    expect(listingRow(target.id)).toMatchObject({ approved: 0, rejection_reason: 'Closed for good' });
    expect((await new Client(server.url).get(`/api/businesses/${target.id}`)).status).toBe(404);
    expect(audits('business.unpublished', target.id)).toHaveLength(1);
    expect(audits('suggestion.accepted', target.id)).toHaveLength(1);

    const paid = await suggest(premium, { field: 'closed' });
    const refused = await decide(owner, paid, { accepted: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/paid plan/);
    expect(listingRow(premium.id)).toMatchObject({ approved: 1 });
    expect(row(paid)).toMatchObject({ status: 'pending' });
  });
});

describe('a claimed listing: its owner decides', () => {
  it('an admin cannot accept over the owner (403, API and confirmation page), is offered only Decline…, and may decline', async () => {
    const closing = await suggest(premium, { field: 'closed', note: 'This shop closed.' });
    const phone = await suggest(mine, { field: 'phone', value: '(361) 555-0144' });
    const before = [listingRow(premium.id), listingRow(mine.id)];
    for (const id of [closing, phone]) {
      const res = await decide(admin, id, { accepted: true });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/has an owner, who decides/);
      expect(row(id)).toMatchObject({ status: 'pending', decided_by: null });
    }
    expect([listingRow(premium.id), listingRow(mine.id)]).toEqual(before);

    const page = await admin.get('/admin/suggestions');
    const card = page.text.slice(page.text.indexOf(`data-suggestion="${closing}"`));
    const own = card.slice(0, card.indexOf('</article>'));
    expect(own).toContain('its owner accepts or declines it');
    expect(own).toContain('value="suggestion.decline"');
    expect(own).not.toContain('value="suggestion.accept"');

    const confirm = `/admin/confirm?do=suggestion.accept&id=${closing}`;
    const ask = await admin.get(confirm);
    expect(ask.status).toBe(403);
    expect(ask.text).toContain('has an owner, who decides');
    expect(ask.text).not.toContain('data-confirm-action');
    expect(ask.text).not.toContain('Paid plan: it is cancelled');
    expect(await htmlErrors(ask.text)).toEqual([]);
    const forced = await postForm(admin, confirm, { reason: '' });
    expect(forced.status).toBe(403);
    expect(row(closing)).toMatchObject({ status: 'pending' });
    expect(listingRow(premium.id)).toEqual(before[0]);
    expect(audits('business.unpublished', premium.id)).toHaveLength(0);

    // Spam or abuse: an admin may still decline it.
    const declined = await decide(admin, phone, { accepted: false, reason: 'Not their number.' });
    expect(declined.status).toBe(200);
    expect(row(phone)).toMatchObject({ status: 'rejected', decided_by: userId(demo.admin) });
    // The owner decides the other.
    expect((await decide(owner, closing, { accepted: false, reason: 'We are open.' })).status).toBe(200);
  });
});

describe('"something else": one queue with the corrections', () => {
  it('its owner sees it in the dashboard and the API, and marks it fixed: nothing on the listing changes', async () => {
    const words = 'The menu link opens last year’s menu.';
    const id = await report(mine, words, 'fixer@example.com');
    const before = listingRow(mine.id);
    const listed = await owner.get<{ id: number; field: string; value: unknown; currentValue: unknown }[]>('/api/suggestions');
    expect(listed.body.find((s) => s.id === id)).toMatchObject({ field: 'other', value: words, currentValue: null });
    const page = await owner.get('/dashboard');
    const item = page.text.slice(page.text.indexOf(`data-suggestion="${id}"`));
    expect(item.slice(0, item.indexOf('</li>'))).toMatch(
      /What the visitor says is wrong[\s\S]*last year’s menu[\s\S]*Mark as fixed/,
    );
    expect(await htmlErrors(page.text)).toEqual([]);

    const done = await postForm(owner, `/dashboard/suggestions/${id}`, { accepted: 'true', reason: 'Linked the new menu.' });
    expect(done.status).toBe(303);
    expect(decodeURIComponent(done.headers.get('set-cookie') ?? '')).toContain('Marked as fixed');
    expect(row(id)).toMatchObject({ status: 'accepted', reason: 'Linked the new menu.' });
    expect(listingRow(mine.id)).toEqual(before);
    expect(audits('suggestion.accepted', mine.id).at(-1)!.details).toContain('"fields":["other"]');
    const mail = await smtp.waitForMail((m) => m.rcptTo.includes('fixer@example.com'));
    expect(mail.subject).toContain('Your report was dealt with');
    expect(mail.body).toContain('marked as fixed');
    expect(mail.body).toContain('Linked the new menu.');
  });

  it('an admin marks one on an unclaimed listing fixed through the confirmation page; on a claimed one the owner decides', async () => {
    const target = unclaimed[2]!;
    const id = await report(target, 'Their category says bar, it is a bakery.');
    const before = listingRow(target.id);
    const list = await admin.get('/admin/suggestions');
    const card = list.text.slice(list.text.indexOf(`data-suggestion="${id}"`));
    expect(card.slice(0, card.indexOf('</article>'))).toContain('Mark as fixed…');
    const confirm = `/admin/confirm?do=suggestion.accept&id=${id}`;
    const ask = await admin.get(confirm);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain(`Mark what a visitor reported about ${target.name} as fixed?`);
    expect(await htmlErrors(ask.text)).toEqual([]);
    expect((await postForm(admin, confirm, { reason: '' })).status).toBe(303);
    expect(row(id)).toMatchObject({ status: 'accepted', decided_by: userId(demo.admin) });
    expect(listingRow(target.id)).toEqual(before);

    const claimedReport = await report(mine, 'The gallery shows the wrong boat.');
    expect((await decide(admin, claimedReport, { accepted: true })).status).toBe(403);
    expect((await decide(admin, claimedReport, { accepted: false, reason: 'Spam.' })).status).toBe(200);
  });
});

describe('the pages, without JavaScript', () => {
  it('the owner’s dashboard lists pending suggestions with Accept and Decline, never the visitor’s address', async () => {
    const id = await suggest(mine, { field: 'phone', value: '(361) 555-0188', email: 'private@example.com' });
    const page = await owner.get('/dashboard');
    expect(page.text).toContain('id="suggestions"');
    expect(page.text).toContain('(361) 555-0188');
    expect(page.text).toContain(`action="/dashboard/suggestions/${id}"`);
    expect(page.text).not.toContain('private@example.com');
    expect(await htmlErrors(page.text)).toEqual([]);
    expect((await owner2.get('/dashboard')).text).not.toContain('(361) 555-0188');
    expect((await owner2.get(`/dashboard/suggestions/${id}`)).status).toBe(404);

    const refused = await postForm(owner, `/dashboard/suggestions/${id}`, { accepted: 'false', reason: '' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Give a reason');
    expect(refused.headers.get('cache-control')).toContain('no-store');
    expect(await htmlErrors(refused.text)).toEqual([]);
    const declined = await postForm(owner, `/dashboard/suggestions/${id}`, {
      accepted: 'false',
      reason: 'That is our old number.',
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe('/dashboard#suggestions');
    expect(row(id)).toMatchObject({ status: 'rejected', reason: 'That is our old number.' });
    const twice = await postForm(owner, `/dashboard/suggestions/${id}`, { accepted: 'true', reason: '' });
    expect(twice.status).toBe(409);
  });

  it('the admin’s page lists every pending suggestion; the confirmation page asks a reason to decline', async () => {
    const target = unclaimed[0]!;
    const id = await suggest(target, { field: 'address', value: '12 Harbor Ln', email: 'shown-to-admin@example.com' });
    const page = await admin.get('/admin/suggestions');
    expect(page.status).toBe(200);
    expect(page.text).toContain('12 Harbor Ln');
    expect(page.text).toContain('shown-to-admin@example.com');
    expect(await htmlErrors(page.text)).toEqual([]);
    expect((await owner.get('/admin/suggestions')).text).not.toContain('12 Harbor Ln');
    expect((await admin.get('/admin')).text).toContain('href="/admin/suggestions"');

    const confirm = `/admin/confirm?do=suggestion.decline&id=${id}`;
    const ask = await admin.get(confirm);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain(`Decline the suggested edit of ${target.name}?`);
    expect((await postForm(admin, confirm, { reason: '' })).status).toBe(400);
    const done = await postForm(admin, confirm, { reason: 'No such address.' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/admin/suggestions');
    expect(row(id)).toMatchObject({ status: 'rejected', reason: 'No such address.' });
  });
});
