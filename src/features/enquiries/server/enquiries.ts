/**
 * Enquiry use cases: a visitor asks an approved, active-premium listing a question without an account; its owner
 * answers from the dashboard (or the API) and the visitor gets the answer by e-mail with a private link to the
 * thread page, where they can write again. The visitor's e-mail address only ever leaves the site as the recipient
 * of those answers: the owner's mails, inbox and API never carry it.
 */
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { enquiryText, type EnquiryInput } from '#src/features/enquiries/enquiry.schema.ts';
import { generateToken, hashToken, isWellFormedToken } from '#src/features/accounts/server/crypto.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { getApprovedBusiness } from '#src/features/listings/server/businesses.queries.ts';
import {
  findEnquiryById,
  findEnquiryByTokenHash,
  insertEnquiry,
  insertEnquiryMessage,
  listEnquiriesForOwner,
  nextEnquiryId,
  type EnquiryWithListing,
} from './enquiries.queries.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import type { Enquiry, EnquiryMessage } from '#src/platform/server/db/schema.ts';
import { fail, type Outcome } from '#src/platform/server/failure.ts';
import { countEvent } from '#src/features/insights/server/counters.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { TokenBucket } from '#src/platform/server/security/rate-limit.ts';
import { ownerAnswerEmail, ownerEnquiryEmail } from './emails.ts';

const MINUTE = 60_000;

/**
 * Per client address (the JSON endpoint and the page forms share them) and per e-mail address given: a person
 * asks a few businesses in a row, a script asking hundreds is stopped. Owners answer as often as they need to.
 */
export const enquiryLimits = {
  ask: new TokenBucket('enquiry', 5, 10 * MINUTE),
  askPerEmail: new TokenBucket('enquiry-per-email', 3, 20 * MINUTE),
  visitorReply: new TokenBucket('enquiry-visitor-reply', 10, 2 * MINUTE),
  ownerReply: new TokenBucket('enquiry-owner-reply', 30, MINUTE),
};

const tooMany = (retryAfterSeconds: number) => fail(429, 'Too many messages. Please try again later.', { retryAfterSeconds });

type Actor = { id: number };

/** The listings that take questions: approved, active premium, with an owner to answer. */
export function takesEnquiries(business: {
  approved: boolean;
  ownerId: number | null;
  plan: string;
  subscriptionStatus: string | null;
}) {
  return business.approved && business.ownerId !== null && isActivePremium(business);
}

/**
 * A visitor's question. A filled honeypot gets the same answer and leaves no trace but an audit line; a real one
 * is stored with its owner's mail in one transaction and counted in the listing's insights.
 */
export function askQuestion(
  businessId: number,
  input: EnquiryInput,
  { ip, now = new Date() }: { ip: string | null; now?: Date },
): Outcome<{ enquiry: { id: number; status: 'open' } }> {
  const business = getApprovedBusiness({ id: businessId });
  if (!business) return fail(404, 'Business not found');
  if (!takesEnquiries(business)) return fail(403, enquiryText.premiumOnly);
  if (input.website) {
    insertAuditEntry({ action: 'enquiry.honeypot', targetType: 'business', targetId: businessId, ip });
    return { ok: true, enquiry: { id: nextEnquiryId(), status: 'open' } };
  }
  const perEmail = enquiryLimits.askPerEmail.consume(`email:${input.email}`, now.getTime());
  if (!perEmail.ok) return tooMany(perEmail.retryAfterSeconds);
  const owner = findUserById({ id: business.ownerId! });
  if (!owner) return fail(403, enquiryText.premiumOnly);
  const enquiry = getDb().transaction(() => {
    const stored = insertEnquiry({
      businessId,
      name: input.name,
      email: input.email,
      message: input.message,
      // No link yet: the visitor's first one arrives with the first answer.
      at: now,
    });
    queueMail({
      to: owner.email,
      ...ownerEnquiryEmail('question', { business, enquiryId: stored.id, name: stored.name, text: stored.message }),
    });
    return stored;
  });
  countEvent(businessId, 'enquiries', now.getTime());
  return { ok: true, enquiry: { id: enquiry.id, status: 'open' } };
}

/** What the owner's API and inbox show of an enquiry: never the visitor's e-mail address. */
export function ownerEnquiryView(enquiry: Enquiry) {
  return {
    id: enquiry.id,
    businessId: enquiry.businessId,
    name: enquiry.name,
    message: enquiry.message,
    status: enquiry.status,
    createdAt: enquiry.createdAt.toISOString(),
    repliedAt: enquiry.repliedAt?.toISOString() ?? null,
    lastMessageAt: enquiry.lastMessageAt.toISOString(),
  };
}

/** The enquiries to the listings `owner` owns (an admin too sees only their own listings' conversations). */
export function listOwnerEnquiries(owner: Actor) {
  return listEnquiriesForOwner({ ownerId: owner.id }).map((row) => ({
    ...ownerEnquiryView(row.enquiry),
    businessName: row.businessName,
  }));
}

/** The owner's answer: stored, the thread marked answered, the visitor mailed the answer and a link of its own. */
export function answerEnquiry(
  actor: Actor,
  enquiryId: number,
  body: string,
  now = new Date(),
): Outcome<{ message: EnquiryMessage; enquiry: Enquiry }> {
  const found = findEnquiryById({ id: enquiryId });
  if (!found) return fail(404, enquiryText.notFound);
  if (found.business.ownerId !== actor.id) return fail(403, enquiryText.notOwner);
  const limited = enquiryLimits.ownerReply.consume(`user:${actor.id}`, now.getTime());
  if (!limited.ok) return tooMany(limited.retryAfterSeconds);
  // Each answer's mail gets a link of its own: only the hash is kept, so an earlier link cannot be sent again, and
  // the earlier links keep working (enquiryLinks).
  const token = generateToken();
  const saved = getDb().transaction(() => {
    const result = insertEnquiryMessage({
      enquiryId,
      author: 'owner',
      userId: actor.id,
      body,
      at: now,
      tokenHash: hashToken(token),
    });
    queueMail({ to: found.enquiry.email, ...ownerAnswerEmail({ business: found.business, token, body }) });
    return result;
  });
  return { ok: true, ...saved };
}

/** The thread a visitor's link names (the newest mail's or an older one's), or undefined for a malformed or unknown token. */
export function findThreadByToken(token: string | undefined): EnquiryWithListing | undefined {
  return isWellFormedToken(token) ? findEnquiryByTokenHash({ tokenHash: hashToken(token) }) : undefined;
}

/** The visitor's next message on the thread page: stored, the thread open again, the owner told (without the address). */
export function writeAsVisitor(token: string, body: string, now = new Date()): Outcome<{ message: EnquiryMessage }> {
  const found = findThreadByToken(token);
  if (!found) return fail(404, enquiryText.notFound);
  const owner = found.business.ownerId === null ? undefined : findUserById({ id: found.business.ownerId });
  const { message } = getDb().transaction(() => {
    const result = insertEnquiryMessage({ enquiryId: found.enquiry.id, author: 'visitor', userId: null, body, at: now });
    if (owner)
      queueMail({
        to: owner.email,
        ...ownerEnquiryEmail('followUp', {
          business: found.business,
          enquiryId: found.enquiry.id,
          name: found.enquiry.name,
          text: body,
        }),
      });
    return result;
  });
  return { ok: true, message };
}
