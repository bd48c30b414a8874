/** What the enquiry pages show: the owner's inbox and thread, the visitor's thread, the listing page's form and reply time. */
import { businessPath, parseBusinessRouteId } from '#src/features/directory/directory.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import {
  countOpenEnquiriesForOwner,
  findEnquiryById,
  listEnquiryMessages,
  listFirstReplyDelays,
  type EnquiryWithListing,
} from './enquiries.queries.ts';
import { listBusinessesByOwner } from '#src/features/listings/server/owner-businesses.queries.ts';
import type { Business } from '#src/platform/server/db/schema.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import { linkedParts, type LinkedPart } from '#src/platform/server/mail/index.ts';
import { findThreadByToken, listOwnerEnquiries, takesEnquiries } from './enquiries.ts';
import { replyTimeText } from './reply-time.ts';

interface ThreadMessage {
  author: 'owner' | 'visitor';
  body: string;
  /**
   * The body to show: an owner's message with its web and e-mail addresses and phone numbers as links, as in the
   * visitor's mail; a visitor's message all text (the owner's inbox links nothing a stranger typed).
   */
  parts: LinkedPart[];
  createdAt: Date;
}

const message = (author: ThreadMessage['author'], body: string, createdAt: Date): ThreadMessage => ({
  author,
  body,
  parts: author === 'owner' ? linkedParts(body) : [{ text: body }],
  createdAt,
});

export interface Thread {
  id: number;
  visitorName: string;
  status: 'open' | 'answered' | 'closed';
  business: { id: number; name: string; path: string };
  /** The question first, then every answer and follow-up in order. */
  messages: ThreadMessage[];
}

function toThread({ enquiry, business }: EnquiryWithListing): Thread {
  const later = listEnquiryMessages({ enquiryId: enquiry.id }).map((m) => message(m.author, m.body, m.createdAt));
  return {
    id: enquiry.id,
    visitorName: enquiry.name,
    status: enquiry.status,
    business: { id: business.id, name: business.name, path: businessPath(business) },
    messages: [message('visitor', enquiry.message, enquiry.createdAt), ...later],
  };
}

/** /dashboard/enquiries/{id}: a thread of one of the viewer's listings, or null (unknown or someone else's: 404). */
export function loadOwnerThread(viewer: { id: number }, idParam: string | undefined): Thread | null {
  const id = parseId(idParam);
  const found = id === null ? undefined : findEnquiryById({ id });
  return found && found.business.ownerId === viewer.id ? toThread(found) : null;
}

/** /enquiries/{token}: the visitor's thread (any of its links opens it), or null for a token that is not one. */
export function loadVisitorThread(token: string | undefined): Thread | null {
  const found = findThreadByToken(token);
  return found ? toThread(found) : null;
}

/** The owner's inbox: one group per listing, the listings and threads waiting for an answer first. */
export function loadOwnerInbox(viewer: { id: number }) {
  const groups = new Map<number, { businessId: number; businessName: string; threads: ReturnType<typeof listOwnerEnquiries> }>();
  for (const e of listOwnerEnquiries(viewer)) {
    let group = groups.get(e.businessId);
    if (!group) groups.set(e.businessId, (group = { businessId: e.businessId, businessName: e.businessName, threads: [] }));
    group.threads.push(e);
  }
  return [...groups.values()];
}

/** The dashboard's Enquiries panel: how many wait for an answer, and whether any of the viewer's listings takes questions. */
export function loadEnquirySummary(viewer: { id: number }) {
  return {
    waiting: countOpenEnquiriesForOwner({ ownerId: viewer.id }),
    total: listOwnerEnquiries(viewer).length,
    takesEnquiries: listBusinessesByOwner({ ownerId: viewer.id }).some(takesEnquiries),
  };
}

/** The listing page's "Ask a question" block: shown on listings that take questions, with the reply time once known. */
export function enquiryOffer(business: Business, preview: boolean): { replyTime: string | null } | null {
  if (preview || !takesEnquiries(business)) return null;
  return { replyTime: replyTimeText(listFirstReplyDelays({ businessId: business.id })) };
}

/** /business/{id}/ask: the published listing its address names (null: 404), and whether it takes questions. */
export function loadAskListing(param: string | undefined) {
  const id = parseBusinessRouteId(param);
  const business = id === null ? undefined : getApprovedBusiness({ id });
  if (!business) return null;
  return {
    id: business.id,
    name: business.name,
    path: businessPath(business),
    offer: enquiryOffer(business, false),
  };
}
