/**
 * Reviews over HTTP against the built server: who may write (verified, not the owner, once), moderation
 * with mails, owner replies, reports, ratings in the API, on the page and in JSON-LD, bad input and limits.
 */
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, flashOf, postForm } from '../../helpers/http';
import { demo, newAccount, validListing, verificationToken } from '../../helpers/owners';
import { resolveCategory } from '#src/features/directory/categories.ts';
import { useSite } from '../../helpers/use-site';
import { readOutbox, waitForMail } from '../../helpers/mail';
import type { TestServer } from '../../helpers/server';

interface PublicReview {
  id: number;
  rating: number;
  body: string;
  authorName: string;
  createdAt: string;
  reply: { body: string } | null;
}

let server: TestServer, db: Database.Database, owner: Client, owner2: Client, admin: Client;
let reviewer: Client;
let reviewerEmail: string;
let listingId: number; // approved, premium, owned by demo.owner
let freeListingId: number; // approved, free, owned by demo.owner
let reviewId: number;

const reviewTextBody = 'Write between 20 and 2000 characters';
const GOOD = 'Great charter, the captain found redfish in an hour <script>alert(1)</script>';
const count = () => (db.prepare('select count(*) as n from reviews').get() as { n: number }).n;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const page = async (id: number) => (await new Client(server.url).getFollowing(`/business/${id}`)).text;

useSite((site) => ({ server, db, owner, owner2, admin } = site), {
  demo: true,
  ownSiteUrl: true,
  signIn: ['owner', 'owner2', 'admin'],
});
beforeAll(async () => {
  ({ client: reviewer, email: reviewerEmail } = await newAccount(server.url, server.outboxDir));
  const mine = (await owner.get<{ id: number; approved: boolean; premium: boolean }[]>('/api/businesses/my')).body;
  listingId = mine.find((b) => b.approved && b.premium)!.id;
  freeListingId = mine.find((b) => b.approved && !b.premium)!.id;
});

describe('POST /api/businesses/{id}/reviews', () => {
  it('refuses anonymous, unverified and owner authors, bad input, unknown and pending listings, writing nothing', async () => {
    const { client: unverified } = await newAccount(server.url, server.outboxDir, { verified: false });
    const pending = db.prepare('select id from businesses where approved = 0 limit 1').get() as { id: number } | undefined;
    const path = `/api/businesses/${listingId}/reviews`;
    expect((await new Client(server.url).post(path, { rating: 5, body: GOOD })).status).toBe(401);
    expect((await unverified.post(path, { rating: 5, body: GOOD })).status).toBe(403);
    const own = await owner.post<{ error: string }>(path, { rating: 5, body: GOOD });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('You cannot review your own listing');
    for (const bad of [
      { rating: 0, body: GOOD },
      { rating: 6, body: GOOD },
      { rating: 3.5, body: GOOD },
      { body: GOOD },
      { rating: 4, body: 'Too short review.' },
      { rating: 4, body: 'x'.repeat(2001) },
      { rating: 4, body: '                         ' },
      { rating: 4 },
      { rating: '5 stars', body: GOOD },
    ]) {
      const res = await reviewer.post<{ error: string; errors: Record<string, string[]> }>(path, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.body.errors).toBeTypeOf('object');
    }
    expect(
      (await reviewer.request(path, { method: 'POST', body: 'rating=5', headers: { 'Content-Type': 'text/plain' } })).status,
    ).toBe(415);
    expect((await reviewer.post('/api/businesses/999999/reviews', { rating: 5, body: GOOD })).status).toBe(404);
    if (pending)
      expect((await reviewer.post(`/api/businesses/${pending.id}/reviews`, { rating: 5, body: GOOD })).status).toBe(404);
    expect(count()).toBe(0);
  });

  it('takes one pending review per account; a second answers 409; pending reviews stay private', async () => {
    const res = await reviewer.post<{ review: { id: number; status: string; rating: number } }>(
      `/api/businesses/${listingId}/reviews`,
      {
        rating: 5,
        body: GOOD,
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.review).toMatchObject({ status: 'pending', rating: 5 });
    reviewId = res.body.review.id;
    expect((await reviewer.post(`/api/businesses/${listingId}/reviews`, { rating: 1, body: GOOD })).status).toBe(409);
    expect((await new Client(server.url).get<PublicReview[]>(`/api/businesses/${listingId}/reviews`)).body).toEqual([]);
    expect((await new Client(server.url).get<{ rating: unknown }>(`/api/businesses/${listingId}`)).body.rating).toEqual({
      average: null,
      count: 0,
    });
    const html = await page(listingId);
    expect(html).toContain('No reviews yet.');
    expect(jsonLd(html)[0]).not.toHaveProperty('aggregateRating');
  });
});

describe('moderation, replies and ratings', () => {
  it('lets only the listing owner reply, and only once the review is published', async () => {
    expect((await owner.post(`/api/reviews/${reviewId}/reply`, { body: 'Thanks!' })).status).toBe(409);
    expect((await owner2.post(`/api/reviews/${reviewId}/reply`, { body: 'Thanks!' })).status).toBe(403);
  });

  it('publishes on admin approval, mails the reviewer and the owner, shows stars, JSON-LD and API rating', async () => {
    expect((await reviewer.patch(`/api/admin/reviews/${reviewId}/approve`, { approved: true })).status).toBe(403);
    expect((await admin.patch(`/api/admin/reviews/${reviewId}/approve`, { approved: 'yes' })).status).toBe(400);
    expect((await admin.patch('/api/admin/reviews/999999/approve', { approved: true })).status).toBe(404);
    const res = await admin.patch<{ message: string }>(`/api/admin/reviews/${reviewId}/approve`, { approved: true });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Review approved successfully');
    await waitForMail(server.outboxDir, (m) => m.to.includes(reviewerEmail) && m.subject.includes('is published'));
    await waitForMail(server.outboxDir, (m) => m.to.includes(demo.owner) && m.subject.startsWith('New 5-star review'));

    const list = (await new Client(server.url).get<PublicReview[]>(`/api/businesses/${listingId}/reviews`)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: reviewId, rating: 5, body: GOOD, authorName: 'Test O.', reply: null });
    expect(Object.keys(list[0]!)).toEqual(expect.arrayContaining(['id', 'rating', 'body', 'authorName', 'createdAt', 'reply']));
    expect((await new Client(server.url).get<{ rating: unknown }>(`/api/businesses/${listingId}`)).body.rating).toEqual({
      average: 5,
      count: 1,
    });

    const html = await page(listingId); // the cached copy was dropped by the approval
    expect(html).toContain('(1 review)');
    expect(html).toContain('Rated 5 out of 5');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)</script>');
    const ld = jsonLd(html)[0]!;
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      expect.objectContaining({ '@type': 'Review', reviewBody: GOOD, author: { '@type': 'Person', name: 'Test O.' } }),
    ]);
  });

  it('takes one owner reply, editable (201 then 200), shown under the review', async () => {
    expect((await owner.post(`/api/reviews/${reviewId}/reply`, { body: '' })).status).toBe(400);
    expect((await owner.post(`/api/reviews/${reviewId}/reply`, { body: 'Thank you for fishing with us!' })).status).toBe(201);
    expect((await owner.post(`/api/reviews/${reviewId}/reply`, { body: 'Thank you, see you next season!' })).status).toBe(200);
    const list = (await new Client(server.url).get<PublicReview[]>(`/api/businesses/${listingId}/reviews`)).body;
    expect(list[0]!.reply).toMatchObject({ body: 'Thank you, see you next season!' });
    expect(await page(listingId)).toContain('Thank you, see you next season!');
    expect((await owner2.post(`/api/reviews/${reviewId}/reply`, { body: 'Not mine' })).status).toBe(403);
  });

  it('lets anyone report a published review for the admin queue', async () => {
    const visitor = new Client(server.url);
    expect((await visitor.post(`/api/reviews/${reviewId}/report`, { reason: 'bad' })).status).toBe(400);
    expect((await visitor.post('/api/reviews/999999/report', { reason: 'This is spam' })).status).toBe(404);
    expect((await visitor.post(`/api/reviews/${reviewId}/report`, { reason: 'This looks like spam' })).status).toBe(201);
    expect((await owner.get('/api/admin/reviews')).status).toBe(403);
    const queue = await admin.get<{ id: number; openReports: number; lastReport: string }[]>('/api/admin/reviews');
    expect(queue.body.find((q) => q.id === reviewId)).toMatchObject({ openReports: 1, lastReport: 'This looks like spam' });
  });

  it('features one review on premium listings only; owners have no way to delete', async () => {
    expect((await owner.post(`/api/businesses/${listingId}/featured-review`, { reviewId })).status).toBe(200);
    expect(await page(listingId)).toContain('Featured review');
    expect((await owner.post(`/api/businesses/${freeListingId}/featured-review`, { reviewId })).status).toBe(403);
    expect((await owner2.post(`/api/businesses/${listingId}/featured-review`, { reviewId: null })).status).toBe(403);
    expect([404, 405]).toContain((await owner.request(`/api/reviews/${reviewId}`, { method: 'DELETE' })).status);
    expect(count()).toBe(1);
  });

  it('sends an edited review back to moderation; a rejection mails the reason', async () => {
    const edited = await reviewer.patch<{ review: { status: string } }>(`/api/reviews/${reviewId}`, {
      rating: 3,
      body: 'Good trip, but we waited an hour at the dock.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.review.status).toBe('pending');
    expect((await owner.patch(`/api/reviews/${reviewId}`, { rating: 1, body: 'Owner trying to edit this review.' })).status).toBe(
      403,
    );
    expect((await new Client(server.url).get<PublicReview[]>(`/api/businesses/${listingId}/reviews`)).body).toEqual([]);
    expect(jsonLd(await page(listingId))[0]).not.toHaveProperty('aggregateRating');
    const rejected = await admin.patch(`/api/admin/reviews/${reviewId}/approve`, {
      approved: false,
      reason: 'Please describe your own visit.',
    });
    expect(rejected.status).toBe(200);
    const mail = await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(reviewerEmail) && m.subject.includes('was not published'),
    );
    expect(mail.body).toContain('Please describe your own visit.');
    expect(
      (await readOutbox(server.outboxDir)).filter((m) => m.to.includes(demo.owner) && m.subject.includes('review')),
    ).toHaveLength(1);
  });

  it('without JavaScript every review form posts to a page: refused, it keeps what was typed; /api/* is JSON only', async () => {
    const { client: writer } = await newAccount(server.url, server.outboxDir);
    const good = { rating: '4', body: 'Kind staff and the bait was fresh every single morning.' };
    expect((await postForm(writer, `/api/businesses/${freeListingId}/reviews`, good)).status).toBe(415);

    // Write: a refusal renders the form again with the stars and the text typed.
    const short = await postForm(writer, `/business/${freeListingId}/review`, { rating: '4', body: 'Too short.' });
    expect(short.status).toBe(400);
    expect(short.text).toContain('Too short.</textarea>');
    expect(short.text).toMatch(/value="4"[^>]*checked/);
    expect(short.text).toContain(reviewTextBody);
    const written = await postForm(writer, `/business/${freeListingId}/review`, good);
    expect(written.status).toBe(303);
    expect(written.headers.get('location')).toMatch(new RegExp(`^/business/${freeListingId}(-[a-z0-9-]+)?#reviews$`));
    expect(flashOf(written)).toContain('Your review will appear once our team has approved it.');
    const id = (
      db.prepare('select id from reviews where business_id = ? order by id desc limit 1').get(freeListingId) as { id: number }
    ).id;
    const edited = await postForm(writer, `/business/${freeListingId}/review`, { ...good, rating: '5' });
    expect(flashOf(edited)).toContain('Your review is updated');

    // Moderation (the confirmation page, src/features/admin/server/actions.ts): a reason over 500 characters
    // comes back typed; approving goes back to the queue.
    const long = await postForm(admin, `/admin/confirm?do=review.reject&id=${id}`, { reason: 'r'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.text).toContain(`>${'r'.repeat(501)}</textarea>`);
    expect(long.text).toContain('Keep the reason under 500 characters');
    const approved = await postForm(admin, `/admin/confirm?do=review.approve&id=${id}`, {});
    expect(approved.headers.get('location')).toBe('/admin/reviews');

    // The owner's reply and the featured review (free listing: refused, with the reason on the page).
    const replyPage = `/dashboard/businesses/${freeListingId}/reviews`;
    const tooShort = await postForm(owner, `${replyPage}?review=${id}`, { body: 'k' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.text).toContain('>k</textarea>');
    const replied = await postForm(owner, `${replyPage}?review=${id}`, { body: 'Thank you, see you next season!' });
    expect(replied.headers.get('location')).toBe(replyPage);
    expect(flashOf(replied)).toContain('Your reply is published.');
    const featured = await postForm(owner, `${replyPage}?form=featured`, { reviewId: String(id) });
    expect(featured.status).toBe(403);
    expect(featured.text).toContain('Featuring a review is part of Premium');

    // Report: anyone; a refusal keeps the reason typed.
    const visitor = new Client(server.url);
    const vague = await postForm(visitor, `/business/${freeListingId}/report?review=${id}`, { reason: 'bad' });
    expect(vague.status).toBe(400);
    expect(vague.text).toContain('>bad</textarea>');
    const reported = await postForm(visitor, `/business/${freeListingId}/report?review=${id}`, {
      reason: 'This is not a real visit.',
    });
    expect(reported.status).toBe(303);
    expect(flashOf(reported)).toContain('Our team will look at this review.');
    expect((await visitor.get(`/business/${freeListingId}/report?review=999999`)).status).toBe(404);
  });

  it('limits reports per address (429 with Retry-After)', async () => {
    await admin.patch(`/api/admin/reviews/${reviewId}/approve`, { approved: true });
    const visitor = new Client(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await visitor.post(`/api/reviews/${reviewId}/report`, { reason: `Report number ${i}` })).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await visitor.post(`/api/reviews/${reviewId}/report`, { reason: 'One more report' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('reviews from people with a stake, and from a second account', () => {
  const groupOf = (category: string) => resolveCategory(category)?.group.slug ?? category;
  const approved = () =>
    db.prepare('select id, category from businesses where approved = 1 order by id').all() as { id: number; category: string }[];

  it('refuses an account that owns a listing in the same category group (a competitor), on the API and the page', async () => {
    const { client: rival } = await newAccount(server.url, server.outboxDir);
    const target = approved().find((b) => b.id === listingId)!;
    const body = { rating: 1, body: 'Overpriced and the boat smelled of old bait all day.' };
    // Before listing a business of its own, the account is a customer like any other: refused only for its input.
    expect((await rival.post(`/api/businesses/${listingId}/reviews`, { ...body, rating: 9 })).status).toBe(400);
    // A sibling category of the same group counts as a competitor too (any pending listing of the account).
    const sibling = approved().find((b) => groupOf(b.category) === groupOf(target.category) && b.category !== target.category);
    const created = await rival.post('/api/businesses', {
      ...validListing,
      name: 'Rival Bay Outfitters',
      category: sibling?.category ?? target.category,
    });
    expect(created.status, created.text).toBe(201);
    const before = count();
    const refused = await rival.post<{ error: string }>(`/api/businesses/${listingId}/reviews`, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain('You own a listing in the same category');
    const form = await postForm(rival, `/business/${listingId}/review`, { rating: '1', body: body.body });
    expect(form.status).toBe(403);
    expect(form.text).toContain('You own a listing in the same category');
    expect((await rival.getFollowing(`/business/${listingId}`)).text).toContain('You own a listing in the same category');
    expect(count()).toBe(before);
    // A listing of another group is no competitor: the review is taken.
    const other = approved().find((b) => groupOf(b.category) !== groupOf(target.category))!;
    expect((await rival.post(`/api/businesses/${other.id}/reviews`, body)).status).toBe(201);
  });

  it('a deleted account’s address, registered again, cannot review the same listing a second time', async () => {
    const { client: first, email } = await newAccount(server.url, server.outboxDir);
    const password = 'tidepool-lantern-42';
    const body = { rating: 5, body: 'The kayak guide knew every heron on the flats by name.' };
    expect((await first.post(`/api/businesses/${freeListingId}/reviews`, body)).status).toBe(201);
    const firstToken = await verificationToken(server.outboxDir, email);
    expect((await first.post('/api/account/delete', { password })).status).toBe(200);

    const again = new Client(server.url);
    expect(
      (await again.post('/api/register', { email: email.toUpperCase(), password, firstName: 'Test', lastName: 'Owner' })).status,
    ).toBe(201);
    const mail = await waitForMail(
      server.outboxDir,
      (m) => m.to.includes(email) && m.links.some((l) => l.includes('/verify-email?token=') && !l.includes(firstToken)),
    );
    const token = new URL(mail.links.find((l) => l.includes('/verify-email?token='))!).searchParams.get('token')!;
    expect((await again.post('/api/verify-email', { token })).status).toBe(200);
    expect((await again.post('/api/login', { email, password })).status).toBe(200);
    const before = count();
    const refused = await again.post<{ error: string }>(`/api/businesses/${freeListingId}/reviews`, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('You have already reviewed this listing, from an earlier account');
    expect(count()).toBe(before);
    // The address itself is not kept: only its hash, on the review.
    expect(db.prepare('select count(*) as n from reviews where former_author_key like ?').get(`%${email}%`)).toEqual({ n: 0 });
    // Other listings are open to the new account as to anyone.
    expect((await again.post(`/api/businesses/${listingId}/reviews`, body)).status).toBe(201);
  });
});
