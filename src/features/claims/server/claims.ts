/**
 * Verified claims. Opening a claim never touches the listing. It is approved either by
 * the 6-digit code mailed to the listing's claim address (the business e-mail as an admin last approved
 * it: an owner's own e-mail edits never receive codes), or by an admin after reviewing the
 * claimant's evidence. An account an admin removed as owner cannot claim that listing back with a
 * code. Approval gives the listing to the claimant in ONE conditional update (owner_id still null), so
 * of any number of racing approvals exactly one wins; the other claims are closed and their authors
 * told.
 */
import { randomInt } from 'node:crypto';
import { site } from '#src/config/site.ts';
import type { ClaimRequest } from '#src/features/claims/claims.schema.ts';
import { hashToken } from '#src/features/accounts/server/crypto.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import {
  decideClaimRow,
  findClaimById,
  findPendingClaim,
  forgetRevokedOwner,
  insertClaim,
  listOtherPendingClaims,
  recordCodeAttempt,
  revokedOwnerSince,
  setClaimCode,
} from './claims.queries.ts';
import { claimUnownedBusiness, findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { findUserById } from '#src/features/accounts/server/users.queries.ts';
import type { Business, Claim } from '#src/platform/server/db/schema.ts';
import { queueMail } from '#src/platform/server/mail/index.ts';
import { voidCheckoutsOnOwnerChange } from '#src/features/payments/server/owner-change.ts';
import type { Actor } from '#src/features/listings/server/businesses.ts';
import { claimApprovedEmail, claimArrivedEmail, claimCodeEmail, claimRefusedEmail } from './emails.ts';
import { keepContactsAtClaim } from './revocation.ts';
import type { Outcome } from '#src/platform/server/failure.ts';

const CODE_TTL_MINUTES = 30;
const MAX_CODE_ATTEMPTS = 5;

const claimMessages = {
  unverified: 'Please verify your email address before claiming a business. Check your inbox for the verification link.',
  taken: 'This business has already been claimed.',
  notFound: 'Business not found',
  duplicate: 'You already have a pending claim for this business.',
  ownListing: 'This business is already yours.',
  claimNotFound: 'Claim not found',
  notPending: 'This claim has already been decided.',
  noEmailOnFile:
    'A code cannot be sent for this listing: our team has not confirmed a business e-mail for it. Ask for a review instead.',
  revokedOwner:
    'An admin removed you as the owner of this business, so you cannot claim it back with a code. If you believe this is a mistake, ask for a review with your evidence and our team will decide.',
  wrongCode: 'That code is not correct. Check the e-mail and try again.',
  expired: 'This code has expired. Send a new code and try again.',
  tooManyAttempts: 'Too many wrong codes. Send a new code and try again.',
} as const;

export type ClaimResult = Outcome<{ claim: Claim }, 400 | 403 | 404 | 409 | 429>;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const fullName = (u: { firstName: string; lastName?: string }) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Runs only for a listing with a claim address (the callers check `claimEmail`). */
function sendCode(claim: Claim, business: Business, claimantName: string, now: Date): void {
  const to = business.claimEmail!;
  const code = newCode();
  setClaimCode({
    id: claim.id,
    codeHash: hashToken(`${claim.id}:${code}`),
    codeExpiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    codeSentTo: to,
  });
  queueMail({
    to,
    ...claimCodeEmail({ businessName: business.name, code, claimantName, minutes: CODE_TTL_MINUTES }),
  });
}

/** POST /api/businesses/claim: a pending claim, a code on its way (email) or the admins told (review). */
export function openClaim(actor: Actor, input: ClaimRequest, ip: string | null, now = new Date()): ClaimResult {
  if (!actor.emailVerifiedAt) return { ok: false, status: 403, error: claimMessages.unverified };
  return getDb().transaction((): ClaimResult => {
    const business = findBusinessById({ id: input.businessId });
    if (!business || !business.approved) return { ok: false, status: 404, error: claimMessages.notFound };
    if (business.ownerId === actor.id) return { ok: false, status: 409, error: claimMessages.ownListing };
    if (business.ownerId !== null) return { ok: false, status: 409, error: claimMessages.taken };
    if (findPendingClaim({ businessId: business.id, userId: actor.id }))
      return { ok: false, status: 409, error: claimMessages.duplicate };
    const wantsCode = input.method === 'email' || (input.method === undefined && !input.evidence);
    if (wantsCode && revokedOwnerSince({ businessId: business.id, userId: actor.id }))
      return { ok: false, status: 403, error: claimMessages.revokedOwner };
    if (input.method === 'email' && !business.claimEmail) return { ok: false, status: 400, error: claimMessages.noEmailOnFile };
    // No address an admin approved: the claim waits for an admin's review (no code to an unreviewed address).
    const method = wantsCode && business.claimEmail ? 'email' : 'review';
    const claim = insertClaim({
      businessId: business.id,
      userId: actor.id,
      method,
      evidence: input.evidence ?? null,
      plan: input.plan,
      subscriptionType: input.plan === 'premium' ? input.subscriptionType : null,
    });
    const claimant = findUserById({ id: actor.id })!;
    if (method === 'email') sendCode(claim, business, fullName(claimant), now);
    queueMail({
      to: site.email,
      ...claimArrivedEmail({ claimId: claim.id, businessName: business.name, claimant, method, evidence: claim.evidence }),
    });
    insertAuditEntry({
      action: 'claim.opened',
      actorUserId: actor.id,
      targetType: 'business',
      targetId: business.id,
      ip,
      details: { claimId: claim.id, method },
    });
    return { ok: true, claim: findClaimById({ id: claim.id })! };
  });
}

/** The claimant's own pending claim, or the answer to give (404 hides other people's claims). */
function ownPendingClaim(actor: Actor, id: number): ClaimResult {
  const claim = findClaimById({ id });
  if (!claim || claim.userId !== actor.id) return { ok: false, status: 404, error: claimMessages.claimNotFound };
  if (claim.status !== 'pending') return { ok: false, status: 409, error: claimMessages.notPending };
  return { ok: true, claim };
}

/** POST /api/claims/{id}/verify: the right code approves the claim (if nobody won the listing first). */
export function verifyClaimCode(actor: Actor, id: number, code: string, ip: string | null, now = new Date()): ClaimResult {
  return getDb().transaction((): ClaimResult => {
    const found = ownPendingClaim(actor, id);
    if (!found.ok) return found;
    const claim = found.claim;
    if (claim.method !== 'email' || !claim.codeHash || !claim.codeExpiresAt)
      return { ok: false, status: 400, error: claimMessages.expired };
    if (claim.codeAttempts >= MAX_CODE_ATTEMPTS) return { ok: false, status: 429, error: claimMessages.tooManyAttempts };
    if (claim.codeExpiresAt.getTime() <= now.getTime()) return { ok: false, status: 400, error: claimMessages.expired };
    if (hashToken(`${claim.id}:${code}`) !== claim.codeHash) {
      recordCodeAttempt({ id: claim.id });
      insertAuditEntry({ action: 'claim.code_wrong', actorUserId: actor.id, targetType: 'claim', targetId: claim.id, ip });
      return { ok: false, status: 400, error: claimMessages.wrongCode };
    }
    return approve(claim, { actorId: actor.id, ip, via: 'code' }, now);
  });
}

/** A fresh code (the old one stops working); only for e-mail claims still pending. */
export function resendClaimCode(actor: Actor, id: number, now = new Date()): ClaimResult {
  return getDb().transaction((): ClaimResult => {
    const found = ownPendingClaim(actor, id);
    if (!found.ok) return found;
    const business = findBusinessById({ id: found.claim.businessId });
    if (found.claim.method !== 'email' || !business?.claimEmail)
      return { ok: false, status: 400, error: claimMessages.noEmailOnFile };
    sendCode(found.claim, business, fullName(findUserById({ id: actor.id })!), now);
    return { ok: true, claim: findClaimById({ id })! };
  });
}

type Decider = { actorId: number; ip: string | null; via: 'code' | 'admin' };

/** Runs inside the caller's transaction. */
function approve(claim: Claim, who: Decider, now: Date): ClaimResult {
  const won = claimUnownedBusiness({ id: claim.businessId, userId: claim.userId, at: now });
  if (!won) {
    decideClaimRow({ id: claim.id, status: 'superseded', decidedBy: who.via === 'admin' ? who.actorId : null, at: now });
    return { ok: false, status: 409, error: claimMessages.taken };
  }
  decideClaimRow({ id: claim.id, status: 'approved', decidedBy: who.via === 'admin' ? who.actorId : null, at: now });
  keepContactsAtClaim(claim.id, findBusinessById({ id: claim.businessId })!);
  // An admin approving a revoked owner's review claim gives the listing back: the revocation no longer applies.
  forgetRevokedOwner({ businessId: claim.businessId, userId: claim.userId });
  voidCheckoutsOnOwnerChange(claim.businessId);
  const business = findBusinessById({ id: claim.businessId })!;
  const winner = findUserById({ id: claim.userId })!;
  queueMail({
    to: winner.email,
    ...claimApprovedEmail({
      claimId: claim.id,
      businessName: business.name,
      premium: claim.plan === 'premium',
    }),
  });
  for (const other of listOtherPendingClaims({ businessId: claim.businessId, exceptId: claim.id })) {
    decideClaimRow({ id: other.claim.id, status: 'superseded', at: now });
    queueMail({
      to: other.email,
      ...claimRefusedEmail({ businessName: business.name, reason: null, superseded: true }),
    });
  }
  insertAuditEntry({
    action: 'business.claimed',
    actorUserId: who.actorId,
    targetType: 'business',
    targetId: claim.businessId,
    ip: who.ip,
    details: { claimId: claim.id, ownerId: claim.userId, via: who.via },
  });
  return { ok: true, claim: findClaimById({ id: claim.id })! };
}

/** PATCH /api/admin/claims/{id}: approve (first approved wins) or reject with a reason the claimant is sent. */
export function decideClaim(
  id: number,
  decision: { approved: boolean; reason?: string | null },
  who: { actorId: number; ip: string | null },
  now = new Date(),
): ClaimResult {
  return getDb().transaction((): ClaimResult => {
    const claim = findClaimById({ id });
    if (!claim) return { ok: false, status: 404, error: claimMessages.claimNotFound };
    if (claim.status !== 'pending') return { ok: false, status: 409, error: claimMessages.notPending };
    if (decision.approved) return approve(claim, { ...who, via: 'admin' }, now);
    decideClaimRow({ id, status: 'rejected', reason: decision.reason ?? null, decidedBy: who.actorId, at: now });
    const claimant = findUserById({ id: claim.userId });
    const business = findBusinessById({ id: claim.businessId });
    if (claimant && business)
      queueMail({
        to: claimant.email,
        ...claimRefusedEmail({
          businessName: business.name,
          reason: decision.reason ?? null,
          superseded: false,
        }),
      });
    insertAuditEntry({
      action: 'claim.rejected',
      actorUserId: who.actorId,
      targetType: 'claim',
      targetId: id,
      ip: who.ip,
      details: { businessId: claim.businessId, reason: decision.reason ?? null },
    });
    return { ok: true, claim: findClaimById({ id })! };
  });
}
