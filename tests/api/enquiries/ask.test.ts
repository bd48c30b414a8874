/**
 * Asking a premium listing a question, through the built server and the real SMTP server:
 * - JSON and plain-form posts store the question and mail the owner (never the visitor's address), counted in insights;
 * - only approved, active-premium listings take questions (the form is absent elsewhere, the API answers 403);
 * - the honeypot, the per-address limit (a forged X-Forwarded-For entry does not reset it), the per-e-mail limit and
 *   the size limits; bad input is a 4xx that stores and mails nothing;
 * - "Usually replies within …" once five enquiries were answered.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Client } from '../../helpers/http';
import {
  ask,
  count,
  enquirySite,
  postForm,
  question,
  queuedQuestionMails,
  withEnquiryListings,
  type EnquirySite,
} from '../../helpers/enquiries';
import { demo, signedIn } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';
import { visitorAddress } from '../../helpers/visitors';
import { waitFor } from '../../helpers/wait';

let site: EnquirySite;
useSite((started) => (site = withEnquiryListings(started)), enquirySite);

const stored = () => count(site, 'select count(*) as n from enquiries');
const page = async (id: number) => (await new Client(site.server.url).getFollowing(`/business/${id}`)).text;
const listingPath = (l: { id: number; slug: string }) => `/business/${l.id}-${l.slug}`;

describe('a question to a premium listing', () => {
  it('is stored, mailed to the owner without the visitor’s address, and counted in insights', async () => {
    const owner = await signedIn(site.server.url, demo.owner);
    const insights = async () =>
      (await owner.get<{ totals: { enquiries: number } }>(`/api/businesses/${site.premium.id}/insights?days=7`)).body.totals
        .enquiries;
    const before = await insights();

    const res = await ask(site, site.premium.id, { ...question, email: ' Rosa.Private@Example.net ' }, 'asker');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ enquiry: { id: expect.any(Number), status: 'open' } });
    const row = site.db.prepare('select * from enquiries where id = ?').get(res.body.enquiry!.id) as Record<string, unknown>;
    expect(row).toMatchObject({ business_id: site.premium.id, name: question.name, email: question.email, status: 'open' });
    // No link to the thread until the first answer brings one.
    expect(count(site, 'select count(*) as n from enquiry_links where enquiry_id = ?', res.body.enquiry!.id)).toBe(0);
    expect(row.replied_at).toBeNull();

    const mail = await site.smtp.waitForMail((m) => m.subject.includes('New question') && m.body.includes('six people'));
    expect(mail.rcptTo).toEqual([demo.owner]);
    expect(mail.subject).toContain(site.premium.name);
    expect(mail.body).toContain('Rosa Visitor');
    expect(mail.links).toContain(`${site.server.url}/dashboard/enquiries/${res.body.enquiry!.id}`);
    expect(mail.raw.toLowerCase()).not.toContain('rosa.private');
    expect(mail.raw).not.toMatch(/^reply-to:/im);

    await waitFor(async () => (await insights()) === before + 1, { what: 'the enquiry counted in insights' });
  });

  it('works without JavaScript: the form posts to /ask and comes back with a confirmation', async () => {
    const path = listingPath(site.premium);
    const html = await page(site.premium.id);
    expect(html).toContain('Ask a question / request a quote');
    expect(html).toContain(`action="${path}/ask"`);
    expect(html).toMatch(/name="website"/);

    const before = stored();
    const res = await postForm(site, `${path}/ask`, { ...question, message: 'Can you quote a half-day trip for two?' }, 'no-js');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${path}/ask?sent=1`);
    expect(stored()).toBe(before + 1);
    const done = await new Client(site.server.url).get(`${path}/ask?sent=1`);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Question sent to');
    expect(done.text).toContain('The answer will come by e-mail');
    expect(done.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses bad input with 400 and field messages; nothing is stored or mailed', async () => {
    const before = stored();
    const mails = queuedQuestionMails(site);
    const bad = [
      { ...question, name: 'R' },
      { ...question, email: 'not-an-address' },
      { ...question, message: 'Hi?' },
      { ...question, message: 'x'.repeat(2001) },
      { name: question.name },
    ];
    for (const [i, body] of bad.entries()) {
      const res = await ask(site, site.premium.id, body, `bad-json-${i}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body as object)).toContain('errors');
    }
    const notJson = await new Client(site.server.url).request(`/api/businesses/${site.premium.id}/enquiries`, {
      method: 'POST',
      body: 'name=a',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    expect((await ask(site, site.premium.id, [question], 'bad-array')).status).toBe(400);
    expect((await ask(site, 0, question, 'bad-id')).status).toBe(400);

    const form = await postForm(site, `${listingPath(site.premium)}/ask`, { ...question, message: 'short' }, 'bad-form');
    expect(form.status).toBe(400);
    expect(form.text).toContain('at least 10 characters');
    expect(form.text).toContain('aria-invalid="true"');
    expect(form.text).toContain(`value="${question.email}"`);
    expect(stored()).toBe(before);
    expect(queuedQuestionMails(site)).toBe(mails);
  });

  it('answers 413 for a body over the limit, storing nothing', async () => {
    const before = stored();
    const res = await ask(site, site.premium.id, { ...question, message: 'x'.repeat(150_000) }, 'huge');
    expect(res.status).toBe(413);
    expect(stored()).toBe(before);
  });
});

describe('only approved, active-premium listings take questions', () => {
  it('shows no form on a free listing, and the API answers 403 with a clear message', async () => {
    expect(await page(site.free.id)).not.toContain('Ask a question / request a quote');
    const before = stored();
    const res = await ask(site, site.free.id, question, 'free');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/does not take questions/);
    const form = await new Client(site.server.url).get(`${listingPath(site.free)}/ask`);
    expect(form.status).toBe(403);
    expect(form.text).toContain('does not take questions');
    expect(form.text).not.toContain('name="message"');
    expect(stored()).toBe(before);
  });

  it('stops taking them when premium lapses', async () => {
    site.db.prepare("update businesses set subscription_status = 'canceled' where id = ?").run(site.premium2.id);
    try {
      expect(await page(site.premium2.id)).not.toContain('Ask a question / request a quote');
      expect((await ask(site, site.premium2.id, question, 'lapsed')).status).toBe(403);
    } finally {
      site.db.prepare("update businesses set subscription_status = 'active' where id = ?").run(site.premium2.id);
    }
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await ask(site, 999999, question, 'ghost')).status).toBe(404);
    expect((await new Client(site.server.url).get('/business/999999/ask')).status).toBe(404);
  });
});

describe('spam', () => {
  it('answers a filled honeypot as if sent, and stores and mails nothing', async () => {
    const before = stored();
    const mails = queuedQuestionMails(site);
    const json = await ask(site, site.premium.id, { ...question, website: 'https://spam.example' }, 'bot');
    expect(json.status).toBe(201);
    expect(json.body.enquiry).toEqual({ id: expect.any(Number), status: 'open' });
    const form = await postForm(site, `${listingPath(site.premium)}/ask`, { ...question, website: 'spam' }, 'bot-form');
    expect(form.status).toBe(303);
    expect(stored()).toBe(before);
    expect(queuedQuestionMails(site)).toBe(mails);
  });

  it('limits each address, and a forged X-Forwarded-For entry does not reset the count', async () => {
    // Behind our proxy the last entry is the one it appended; anything left of it is the client's own words.
    const forged = () => ({ 'X-Forwarded-For': `203.0.113.${randomBytes(1)[0]}, ${visitorAddress('flood')}` });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const body = { ...question, email: `flood-${i}@example.net` };
      const res = await ask(site, site.premium.id, body, 'unused', forged());
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // The page form shares the address's budget.
    const form = await postForm(site, `${listingPath(site.premium)}/ask`, question, 'flood');
    expect(form.status).toBe(429);
    expect(form.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits each e-mail address, whatever address the requests come from', async () => {
    const body = { ...question, email: 'same.sender@example.net' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await ask(site, site.premium.id, body, `sender-${i}`)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('"Usually replies within …"', () => {
  const HOUR = 3_600_000;
  const answered = (delays: number[]) => {
    const now = Date.now();
    const insert = site.db.prepare(
      `insert into enquiries (business_id, name, email, message, status, replied_at, last_message_at, created_at)
       values (?, 'Test', 'test@example.net', 'A question asked earlier.', 'answered', ?, ?, ?)`,
    );
    for (const delay of delays) {
      const created = now - 10 * 24 * HOUR;
      insert.run(site.premium2.id, created + delay, created + delay, created);
    }
  };

  it('appears once five enquiries were answered, with their median delay', async () => {
    answered([2 * HOUR, 3 * HOUR, 30 * 24 * HOUR, HOUR / 2]);
    expect(await page(site.premium2.id)).not.toContain('Usually replies within');
    answered([2.5 * HOUR]);
    expect(await page(site.premium2.id)).toMatch(/data-reply-time[^>]*>\s*Usually replies within 3 hours\s*</);
  });
});
