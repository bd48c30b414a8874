/** Ownership claims: open, look up, record code attempts, decide. */
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { getDb } from '#src/platform/server/db/client.ts';
import { findRow } from '#src/platform/server/db/rows.queries.ts';
import { anyContains, type PageOptions } from '#src/platform/server/db/like.queries.ts';
import { claimContactColumns } from './claim-columns.queries.ts';
import { businesses, claims, revokedOwners, users, type Claim } from '#src/platform/server/db/schema.ts';

export type ClaimStatus = Claim['status'];

export function insertClaim(
  values: Pick<Claim, 'businessId' | 'userId' | 'method' | 'evidence' | 'plan' | 'subscriptionType'> &
    Partial<Pick<Claim, 'codeHash' | 'codeExpiresAt' | 'codeSentTo'>>,
): Claim {
  return getDb().insert(claims).values(values).returning().get();
}

export function findClaimById({ id }: { id: number }): Claim | undefined {
  return getDb().select().from(claims).where(eq(claims.id, id)).get();
}

export function findPendingClaim({ businessId, userId }: { businessId: number; userId: number }): Claim | undefined {
  return findRow(claims, { businessId, userId, status: 'pending' });
}

/** Pending claims on one listing other than `exceptId` (to tell them someone else won). */
export function listOtherPendingClaims({ businessId, exceptId }: { businessId: number; exceptId: number }) {
  return getDb()
    .select({ claim: claims, email: users.email, firstName: users.firstName })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .where(and(eq(claims.businessId, businessId), eq(claims.status, 'pending'), ne(claims.id, exceptId)))
    .all();
}

const claimant = alias(users, 'claimant');
const currentOwner = alias(users, 'current_owner');

export type AdminClaimFilter = 'all' | 'pending' | 'decided';

/** Claims for the admin tab, pending first; `q` matches the listing name or the claimant's e-mail. */
export function listClaimsForAdmin({ status = 'all', q, limit = 500, offset = 0 }: PageOptions & { status?: AdminClaimFilter }) {
  const where = and(
    status === 'pending' ? eq(claims.status, 'pending') : status === 'decided' ? ne(claims.status, 'pending') : undefined,
    anyContains(q, [businesses.name, claimant.email]),
  );
  const items = getDb()
    .select({
      claim: claims,
      business: {
        id: businesses.id,
        slug: businesses.slug,
        ...claimContactColumns,
        approved: businesses.approved,
        ownerEmail: currentOwner.email,
      },
      claimant: {
        id: claimant.id,
        email: claimant.email,
        firstName: claimant.firstName,
        lastName: claimant.lastName,
        emailVerifiedAt: claimant.emailVerifiedAt,
        createdAt: claimant.createdAt,
      },
      /** When an admin removed the claimant as owner of this listing, if ever. */
      claimantRevokedAt: revokedOwners.createdAt,
    })
    .from(claims)
    .innerJoin(businesses, eq(businesses.id, claims.businessId))
    .innerJoin(claimant, eq(claimant.id, claims.userId))
    .leftJoin(currentOwner, eq(currentOwner.id, businesses.ownerId))
    .leftJoin(revokedOwners, and(eq(revokedOwners.businessId, claims.businessId), eq(revokedOwners.userId, claims.userId)))
    .where(where)
    .orderBy(sql`${claims.status} = 'pending' desc`, desc(claims.id))
    .limit(limit)
    .offset(offset)
    .all();
  const total =
    getDb()
      .select({ n: count() })
      .from(claims)
      .innerJoin(businesses, eq(businesses.id, claims.businessId))
      .innerJoin(claimant, eq(claimant.id, claims.userId))
      .where(where)
      .get()?.n ?? 0;
  return { items, total };
}

export function countPendingClaims(): number {
  return getDb().select({ n: count() }).from(claims).where(eq(claims.status, 'pending')).get()?.n ?? 0;
}

export function setClaimCode({
  id,
  codeHash,
  codeExpiresAt,
  codeSentTo,
}: {
  id: number;
  codeHash: string;
  codeExpiresAt: Date;
  codeSentTo: string;
}): void {
  getDb().update(claims).set({ codeHash, codeExpiresAt, codeSentTo, codeAttempts: 0 }).where(eq(claims.id, id)).run();
}

export function recordCodeAttempt({ id }: { id: number }): void {
  getDb()
    .update(claims)
    .set({ codeAttempts: sql`${claims.codeAttempts} + 1` })
    .where(eq(claims.id, id))
    .run();
}

/**
 * Moves a pending claim to its decided state; false when it was no longer pending (someone decided
 * first). The code is cleared either way: single use.
 */
export function decideClaimRow({
  id,
  status,
  reason = null,
  decidedBy = null,
  at = new Date(),
}: {
  id: number;
  status: Exclude<ClaimStatus, 'pending'>;
  reason?: string | null;
  decidedBy?: number | null;
  at?: Date;
}): boolean {
  const result = getDb()
    .update(claims)
    .set({ status, reason, decidedBy, decidedAt: at, codeHash: null, codeExpiresAt: null })
    .where(and(eq(claims.id, id), eq(claims.status, 'pending')))
    .run();
  return result.changes === 1;
}

/** When an admin detaches the owner, the approved claim behind it stops counting. */
export function revokeApprovedClaims({ businessId, at = new Date() }: { businessId: number; at?: Date }): void {
  getDb()
    .update(claims)
    .set({ status: 'revoked', decidedAt: at })
    .where(and(eq(claims.businessId, businessId), eq(claims.status, 'approved')))
    .run();
}

/** An admin removed `userId` as owner of the listing: that account cannot claim it back with a code. */
export function markRevokedOwner({ businessId, userId }: { businessId: number; userId: number }): void {
  getDb().insert(revokedOwners).values({ businessId, userId }).onConflictDoNothing().run();
}

/** When an admin removed `userId` as owner of the listing; null if never (or given back since). */
export function revokedOwnerSince({ businessId, userId }: { businessId: number; userId: number }): Date | null {
  return (
    getDb()
      .select({ at: revokedOwners.createdAt })
      .from(revokedOwners)
      .where(and(eq(revokedOwners.businessId, businessId), eq(revokedOwners.userId, userId)))
      .get()?.at ?? null
  );
}

/** An admin gave the listing back to this account (an approved review claim): the mark goes. */
export function forgetRevokedOwner({ businessId, userId }: { businessId: number; userId: number }): void {
  getDb()
    .delete(revokedOwners)
    .where(and(eq(revokedOwners.businessId, businessId), eq(revokedOwners.userId, userId)))
    .run();
}
