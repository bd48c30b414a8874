/** Enquiry threads: a visitor's question to a listing and the answers after it. Owner-scoped reads take the owner id. */
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '#src/platform/server/db/client.ts';
import {
  businesses,
  enquiries,
  enquiryLinks,
  enquiryMessages,
  type Enquiry,
  type EnquiryMessage,
} from '#src/platform/server/db/schema.ts';

/** An enquiry with what its checks and mails need of the listing. */
export interface EnquiryWithListing {
  enquiry: Enquiry;
  business: { id: number; name: string; slug: string; ownerId: number | null };
}

const listingColumns = { id: businesses.id, name: businesses.name, slug: businesses.slug, ownerId: businesses.ownerId };

export function insertEnquiry(values: { businessId: number; name: string; email: string; message: string; at: Date }): Enquiry {
  const { at, ...rest } = values;
  return getDb()
    .insert(enquiries)
    .values({ ...rest, status: 'open', createdAt: at, lastMessageAt: at })
    .returning()
    .get();
}

/** The id the next enquiry would get (the answer to a honeypot hit looks like a real one). */
export function nextEnquiryId(): number {
  const row = getDb()
    .select({ max: sql<number | null>`max(${enquiries.id})` })
    .from(enquiries)
    .get();
  return (row?.max ?? 0) + 1;
}

const withListing = () =>
  getDb()
    .select({ enquiry: enquiries, business: listingColumns })
    .from(enquiries)
    .innerJoin(businesses, eq(businesses.id, enquiries.businessId));

export const findEnquiryById = ({ id }: { id: number }): EnquiryWithListing | undefined =>
  withListing().where(eq(enquiries.id, id)).get();

/** The thread any of its links names (each answer's mail has its own). */
export const findEnquiryByTokenHash = ({ tokenHash }: { tokenHash: string }): EnquiryWithListing | undefined =>
  withListing()
    .innerJoin(enquiryLinks, eq(enquiryLinks.enquiryId, enquiries.id))
    .where(eq(enquiryLinks.tokenHash, tokenHash))
    .get();

/** The enquiries to the owner's listings: those waiting for an answer first, then the most recently active. */
export function listEnquiriesForOwner({ ownerId }: { ownerId: number }) {
  return getDb()
    .select({ enquiry: enquiries, businessName: businesses.name })
    .from(enquiries)
    .innerJoin(businesses, eq(businesses.id, enquiries.businessId))
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(sql`case when ${enquiries.status} = 'open' then 0 else 1 end`, desc(enquiries.lastMessageAt), desc(enquiries.id))
    .all();
}

export function countOpenEnquiriesForOwner({ ownerId }: { ownerId: number }): number {
  return (
    getDb()
      .select({ n: count() })
      .from(enquiries)
      .innerJoin(businesses, eq(businesses.id, enquiries.businessId))
      .where(and(eq(businesses.ownerId, ownerId), eq(enquiries.status, 'open')))
      .get()?.n ?? 0
  );
}

export function listEnquiryMessages({ enquiryId }: { enquiryId: number }): EnquiryMessage[] {
  const inOrder = [asc(enquiryMessages.createdAt), asc(enquiryMessages.id)];
  return getDb()
    .select()
    .from(enquiryMessages)
    .where(eq(enquiryMessages.enquiryId, enquiryId))
    .orderBy(...inOrder)
    .all();
}

/**
 * Adds a message and moves the thread on, in one transaction: an owner's answer marks it answered (the first one
 * also sets `repliedAt`) and adds the link its mail carries (the thread's older links keep working); a visitor's
 * message opens it again.
 */
export function insertEnquiryMessage(values: {
  enquiryId: number;
  author: 'owner' | 'visitor';
  userId: number | null;
  body: string;
  at: Date;
  tokenHash?: string;
}): { message: EnquiryMessage; enquiry: Enquiry } {
  const { at, tokenHash, ...message } = values;
  return getDb().transaction((tx) => {
    const inserted = tx
      .insert(enquiryMessages)
      .values({ ...message, createdAt: at })
      .returning()
      .get();
    const owner = message.author === 'owner';
    const enquiry = tx
      .update(enquiries)
      .set({
        status: owner ? 'answered' : 'open',
        lastMessageAt: at,
        ...(owner ? { repliedAt: sql`coalesce(${enquiries.repliedAt}, ${at.getTime()})` } : {}),
      })
      .where(eq(enquiries.id, message.enquiryId))
      .returning()
      .get();
    if (tokenHash) tx.insert(enquiryLinks).values({ enquiryId: message.enquiryId, tokenHash, createdAt: at }).run();
    return { message: inserted, enquiry };
  });
}

/** How long the owner took to answer each answered enquiry of a listing (ms). */
export function listFirstReplyDelays({ businessId }: { businessId: number }): number[] {
  return getDb()
    .select({ delay: sql<number>`${enquiries.repliedAt} - ${enquiries.createdAt}` })
    .from(enquiries)
    .where(and(eq(enquiries.businessId, businessId), isNotNull(enquiries.repliedAt)))
    .all()
    .map((r) => r.delay);
}
