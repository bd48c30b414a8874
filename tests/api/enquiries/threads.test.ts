/**
 * After the question, through the built server and the real SMTP server:
 * - GET /api/enquiries and the dashboard inbox show the owner their listings' enquiries, never the visitor's address;
 * - POST /api/enquiries/{id}/reply: 401 signed out, 403 for anyone but the listing's owner, 404 unknown, 400 bad
 *   bodies changing nothing; the answer mails the visitor a link to the private thread page;
 * - the thread page (private, no-store, noindex; 404 for an unknown token, while every answer's link keeps opening it)
 *   and the visitor's reply without an account or JavaScript, which tells the owner again without the address;
 * - the owner's web and e-mail addresses and phone numbers reach the visitor intact and as links, in the mail and on
 *   the thread page, while markup and other schemes stay text;
 * - every enquiry page is valid HTML;
 * - deleting a listing deletes its enquiries and their messages.
 */
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { htmlErrors } from '../../helpers/html-validate';
import { Client } from '../../helpers/http';
import { ask, count, enquirySite, postForm, question, withEnquiryListings, type EnquirySite } from '../../helpers/enquiries';
import { demo, signedIn } from '../../helpers/owners';
import { useSite } from '../../helpers/use-site';

let site: EnquirySite;
let owner: Client;
let enquiryId: number;

interface OwnerItem {
  id: number;
  businessId: number;
  name: string;
  message: string;
  createdAt: string;
  repliedAt: string | null;
  status: string;
}

useSite(
  (started) => {
    site = withEnquiryListings(started);
    owner = site.owner;
  },
  { ...enquirySite, signIn: ['owner'] },
);
beforeAll(async () => {
  const res = await ask(site, site.premium.id, question, 'thread-visitor');
  expect(res.status).toBe(201);
  enquiryId = res.body.enquiry!.id;
});

const messages = () => count(site, 'select count(*) as n from enquiry_messages where enquiry_id = ?', enquiryId);
const enquiryRow = () =>
  site.db.prepare('select status, replied_at from enquiries where id = ?').get(enquiryId) as {
    status: string;
    replied_at: number | null;
  };
const links = () => count(site, 'select count(*) as n from enquiry_links where enquiry_id = ?', enquiryId);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const threadLink = (mail: { links: string[] }) => {
  const link = mail.links.find((l) => new URL(l).pathname.startsWith('/enquiries/'));
  if (!link) throw new Error('no thread link');
  return new URL(link).pathname;
};

describe('the owner’s inbox', () => {
  it('GET /api/enquiries lists the owner’s enquiries without the visitor’s e-mail; 401 signed out', async () => {
    const res = await owner.get<OwnerItem[]>('/api/enquiries');
    expect(res.status).toBe(200);
    const mine = res.body.find((e) => e.id === enquiryId)!;
    expect(mine).toMatchObject({
      businessId: site.premium.id,
      name: question.name,
      message: question.message,
      repliedAt: null,
      status: 'open',
    });
    expect(new Date(mine.createdAt).getTime()).not.toBeNaN();
    expect(res.text).not.toContain(question.email);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await new Client(site.server.url).get('/api/enquiries')).status).toBe(401);
  });

  it('shows another owner, and an admin, none of them (conversations belong to the listing’s owner)', async () => {
    for (const who of [demo.owner2, demo.admin]) {
      const other = await signedIn(site.server.url, who);
      const res = await other.get<OwnerItem[]>('/api/enquiries');
      expect(res.status).toBe(200);
      expect(res.body.some((e) => e.id === enquiryId)).toBe(false);
      expect((await other.get(`/dashboard/enquiries/${enquiryId}`)).status).toBe(404);
    }
  });

  it('has an inbox page in the dashboard, waiting threads first, that opens the thread', async () => {
    const dashboard = await owner.get('/dashboard');
    expect(dashboard.text).toContain('data-enquiries-panel');
    expect(dashboard.text).toContain('href="/dashboard/enquiries"');
    const inbox = await owner.get('/dashboard/enquiries');
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('cache-control')).toBe('private, no-store');
    expect(inbox.text).toContain(site.premium.name);
    expect(inbox.text).toContain(`href="/dashboard/enquiries/${enquiryId}"`);
    expect(inbox.text).toContain('Waiting for your answer');
    expect(inbox.text).not.toContain(question.email);
    const thread = await owner.get(`/dashboard/enquiries/${enquiryId}`);
    expect(thread.status).toBe(200);
    expect(thread.text).toContain(question.message);
    expect(thread.text).not.toContain(question.email);
    expect((await new Client(site.server.url).get('/dashboard/enquiries')).status).toBe(302);
  });
});

describe('the owner’s answer', () => {
  it('is refused with 401, 403 and 404, and bad bodies with 400, changing nothing', async () => {
    const body = { body: 'Yes, we have room.' };
    expect((await new Client(site.server.url).post(`/api/enquiries/${enquiryId}/reply`, body)).status).toBe(401);
    for (const who of [demo.owner2, demo.admin]) {
      const res = await (await signedIn(site.server.url, who)).post(`/api/enquiries/${enquiryId}/reply`, body);
      expect(res.status).toBe(403);
    }
    expect((await owner.post('/api/enquiries/999999/reply', body)).status).toBe(404);
    expect((await owner.post('/api/enquiries/abc/reply', body)).status).toBe(400);
    for (const bad of [{}, { body: '' }, { body: 'x' }, { body: 'x'.repeat(2001) }, { body: 42 }]) {
      expect((await owner.post(`/api/enquiries/${enquiryId}/reply`, bad)).status).toBe(400);
    }
    expect(messages()).toBe(0);
    expect(enquiryRow()).toMatchObject({ status: 'open', replied_at: null });
  });

  it('is stored, marks the thread answered and mails the visitor a link to the thread page', async () => {
    expect(links()).toBe(0);
    const res = await owner.post<{ message: { author: string; body: string }; enquiry: OwnerItem }>(
      `/api/enquiries/${enquiryId}/reply`,
      { body: 'Yes, we have room for six at 7 am. Bring hats!' },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toMatchObject({ author: 'owner', body: 'Yes, we have room for six at 7 am. Bring hats!' });
    expect(res.body.enquiry.status).toBe('answered');
    expect(res.body.enquiry.repliedAt).not.toBeNull();
    expect(res.text).not.toContain(question.email);
    expect(links()).toBe(1);

    const mail = await site.smtp.waitForMail((m) => m.rcptTo.includes(question.email) && m.body.includes('Bring hats'));
    expect(mail.subject).toContain(site.premium.name);
    const path = threadLink(mail);
    expect(path).toMatch(/^\/enquiries\/[a-z2-7]{32}$/);
    const page = await new Client(site.server.url).get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
    expect(page.text).toContain(question.message);
    expect(page.text).toContain('Bring hats!');
  });

  it('keeps the first answer’s time; a new answer brings a new link and the first one still opens the thread', async () => {
    const first = enquiryRow().replied_at;
    const oldMail = site.smtp.mails.find((m) => m.body.includes('Bring hats'))!;
    const res = await owner.post(`/api/enquiries/${enquiryId}/reply`, { body: 'Also: parking is free before 8.' });
    expect(res.status).toBe(201);
    expect(enquiryRow().replied_at).toBe(first);
    const mail = await site.smtp.waitForMail((m) => m.body.includes('parking is free'));
    expect(threadLink(mail)).not.toBe(threadLink(oldMail));
    expect(links()).toBe(2);
    for (const path of [threadLink(oldMail), threadLink(mail)]) {
      const page = await new Client(site.server.url).get(path);
      expect(page.status).toBe(200);
      expect(page.text).toContain('parking is free before 8.');
    }
    const reply = await postForm(site, threadLink(oldMail), { body: 'Thanks, from the first link.' }, 'thread-visitor');
    expect(reply.status).toBe(303);
  });

  it('works from the dashboard without JavaScript', async () => {
    const before = messages();
    const res = await postForm(site, `/dashboard/enquiries/${enquiryId}`, { body: 'See you Saturday.' }, 'owner', owner);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/dashboard/enquiries/${enquiryId}`);
    expect(messages()).toBe(before + 1);
    const refused = await postForm(site, `/dashboard/enquiries/${enquiryId}`, { body: '' }, 'owner', owner);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('aria-invalid="true"');
    expect(messages()).toBe(before + 1);
  });
});

describe('the visitor’s thread page', () => {
  // The dashboard's last answer brought the link that works now.
  const latestLink = async () => threadLink(await site.smtp.waitForMail((m) => m.body.includes('See you Saturday')));

  it('takes the visitor’s answer without an account or JavaScript and tells the owner, without the address', async () => {
    const path = await latestLink();
    const before = messages();
    const refused = await postForm(site, path, { body: '' }, 'thread-visitor');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(messages()).toBe(before);

    const res = await postForm(site, path, { body: 'Great, can we bring our own cooler?' }, 'thread-visitor');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(path);
    expect(messages()).toBe(before + 1);
    expect(enquiryRow().status).toBe('open');
    const mail = await site.smtp.waitForMail((m) => m.subject.includes('New message about') && m.body.includes('cooler'));
    expect(mail.rcptTo).toEqual([demo.owner]);
    expect(mail.links).toContain(`${site.server.url}/dashboard/enquiries/${enquiryId}`);
    expect(mail.raw.toLowerCase()).not.toContain('rosa.private');
    const page = await new Client(site.server.url).get(path);
    expect(page.text).toContain('can we bring our own cooler?');
  });

  it('is a private 404 for an unknown or malformed token', async () => {
    for (const token of ['abcdefghijklmnopqrstuvwxyz234567', 'nope']) {
      const res = await new Client(site.server.url).get(`/enquiries/${token}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.text).toContain('Conversation not found');
      const post = await postForm(site, `/enquiries/${token}`, { body: 'Hello there' }, 'guesser');
      expect(post.status).toBe(404);
    }
  });
});

describe('links in the owner’s answer', () => {
  const answer = 'Book at https://example.com/book?x=1, write to info@fins.example or call (361) 555-0100 after 7:00.';
  const parts = async (text: string) => {
    const res = await owner.post(`/api/enquiries/${enquiryId}/reply`, { body: text });
    expect(res.status).toBe(201);
    const mail = await site.smtp.waitForMail((m) => m.rcptTo.includes(question.email) && m.body.includes(text.slice(0, 20)));
    const parsed = await simpleParser(mail.raw);
    const page = await new Client(site.server.url).get(threadLink(mail));
    expect(page.status).toBe(200);
    return { text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', page: page.text };
  };

  it('reach the visitor intact in the text part and as links in the HTML part and on the thread page', async () => {
    const { text, html, page } = await parts(answer);
    expect(text).toContain(`> ${answer}`);
    expect(text).not.toMatch(/[\u200B-\u200D\u2060]/);
    // The page shows a phone number with a no-break space and hyphen, so it never wraps.
    for (const [href, inMail, onPage] of [
      ['https://example.com/book?x=1', 'https://example.com/book?x=1', 'https://example.com/book?x=1'],
      ['mailto:info@fins.example', 'info@fins.example', 'info@fins.example'],
      ['tel:3615550100', '(361) 555-0100', '(361)\u00a0555\u20110100'],
    ]) {
      expect(html).toMatch(new RegExp(`<a href="${escapeRegExp(href)}"[^>]*>${escapeRegExp(inMail)}</a>`));
      expect(page).toMatch(
        new RegExp(`<a href="${escapeRegExp(href)}" rel="nofollow ugc noopener"[^>]*>${escapeRegExp(onPage)}</a>`),
      );
    }
    expect(html).not.toMatch(/[\u200B-\u200D\u2060]/);
  });

  it('leave markup and other schemes as text', async () => {
    const hostile = 'Hostile: javascript:alert(1) <a href="javascript:alert(2)">pay</a> <img src=x onerror=alert(3)> done';
    const { text, html, page } = await parts(hostile);
    expect(text).toContain(`> ${hostile}`);
    for (const out of [html, page]) {
      expect(out).not.toMatch(/href="javascript:/i);
      expect(out).not.toContain('<img src=x');
      expect(out).not.toContain('<a href="javascript');
      expect(out).toContain('&lt;img src=x onerror=alert(3)&gt;');
    }
  });
});

describe('the enquiry pages', () => {
  it('are valid HTML', async () => {
    const path = `/business/${site.premium.id}-${site.premium.slug}`;
    const anonymous = new Client(site.server.url);
    const thread = threadLink(await site.smtp.waitForMail((m) => m.body.includes('See you Saturday')));
    const pages = [
      await anonymous.get(path),
      await anonymous.get(`${path}/ask`),
      await anonymous.get(`${path}/ask?sent=1`),
      await anonymous.get(thread),
      await anonymous.get('/enquiries/abcdefghijklmnopqrstuvwxyz234567'),
      await owner.get('/dashboard'),
      await owner.get('/dashboard/enquiries'),
      await owner.get(`/dashboard/enquiries/${enquiryId}`),
    ];
    for (const page of pages) expect(await htmlErrors(page.text)).toEqual([]);
  });
});

describe('deleting a listing', () => {
  it('deletes its enquiries and their messages', async () => {
    const admin = await signedIn(site.server.url, demo.admin);
    expect(count(site, 'select count(*) as n from enquiry_messages where enquiry_id = ?', enquiryId)).toBeGreaterThan(0);
    const res = await admin.request(`/api/admin/businesses/${site.premium.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(count(site, 'select count(*) as n from enquiries where business_id = ?', site.premium.id)).toBe(0);
    expect(count(site, 'select count(*) as n from enquiry_messages where enquiry_id = ?', enquiryId)).toBe(0);
  });
});
