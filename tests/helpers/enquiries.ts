/**
 * The enquiry API tests' site (tests/helpers/site.ts): demo data, the real SMTP server, TRUST_PROXY so each visitor
 * has an address of its own (tests/helpers/visitors.ts), and fast insight flushes; with the demo owner's premium
 * listings and a free one.
 */
import { Client } from './http';
import { demo } from './owners';
import type { Site, SiteOptions } from './site';
import { fromVisitor } from './visitors';

export interface Listing {
  id: number;
  name: string;
  slug: string;
}

export interface EnquirySite extends Site {
  /** Approved, active premium, owned by owner@example.com (two of them: one for the reply-time line). */
  premium: Listing;
  premium2: Listing;
  free: Listing;
}

export const enquirySite = {
  demo: true,
  ownSiteUrl: true,
  smtp: true,
  env: { TRUST_PROXY: 'true', INSIGHTS_FLUSH_MS: '100' },
  writable: true,
} satisfies SiteOptions;

/** The started site with the listings the tests ask. */
export function withEnquiryListings(site: Site): EnquirySite {
  const { db } = site;
  const owned = db
    .prepare(
      `select b.id, b.name, b.slug from businesses b join users u on u.id = b.owner_id
       where u.email = ? and b.approved = 1 and b.plan = ? order by b.id`,
    )
    .all(demo.owner, 'premium') as Listing[];
  const free = db
    .prepare("select id, name, slug from businesses where approved = 1 and plan = 'free' and owner_id is not null order by id")
    .get() as Listing;
  return Object.assign(site, { premium: owned[0]!, premium2: owned[1]!, free });
}

export const question = {
  name: 'Rosa Visitor',
  email: 'rosa.private@example.net',
  message: 'Do you have room for six people on Saturday morning?',
};

/** A visitor's JSON question from their own address. */
export const ask = (site: EnquirySite, id: number, body: unknown, visitor: string, headers: Record<string, string> = {}) =>
  new Client(site.server.url).post<{ enquiry?: { id: number; status: string }; error?: string }>(
    `/api/businesses/${id}/enquiries`,
    body,
    { headers: { ...fromVisitor(visitor), ...headers } },
  );

/** A plain HTML form post (no JavaScript) from a visitor's address. */
export const postForm = (site: EnquirySite, path: string, fields: Record<string, string>, visitor: string, client?: Client) =>
  (client ?? new Client(site.server.url)).request(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromVisitor(visitor) },
  });

export const count = (site: EnquirySite, sql: string, ...args: unknown[]) =>
  (site.db.prepare(sql).get(...args) as { n: number }).n;

/** Mail rows queued for owners about new questions (the queue, not the SMTP server, says whether one was sent). */
export const queuedQuestionMails = (site: EnquirySite) =>
  count(site, "select count(*) as n from mail_queue where subject like 'New question%'");
