/**
 * A claim chosen in claim mode of /business-signup by someone who had no account. A claim
 * needs a verified address (codes go to a real business, admins are asked to review), so the choice
 * waits in `claim_drafts` (one per account, the latest wins) and becomes a real pending claim the moment
 * the account's e-mail is verified; the verify page and the dashboard then show it with its next step.
 */
import { eq } from 'drizzle-orm';
import type { ClaimRequest } from '#src/features/claims/claims.schema.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { claimDrafts, type User } from '#src/platform/server/db/schema.ts';
import { toLocalsUser } from '#src/features/accounts/server/middleware.ts';
import { logger } from '#src/platform/server/log.ts';
import { openClaim, type ClaimResult } from './claims.ts';

export function saveClaimDraft(userId: number, input: ClaimRequest): void {
  const values = {
    userId,
    businessId: input.businessId,
    method: input.method ?? null,
    evidence: input.evidence ?? null,
    plan: input.plan,
    subscriptionType: input.plan === 'premium' ? input.subscriptionType : null,
  };
  getDb().insert(claimDrafts).values(values).onConflictDoUpdate({ target: claimDrafts.userId, set: values }).run();
}

/** Opens the account's waiting claim (now verified), if any; the draft is used up either way. */
export function openClaimDraft(user: User, ip: string | null): ClaimResult | null {
  const db = getDb();
  const draft = db.select().from(claimDrafts).where(eq(claimDrafts.userId, user.id)).get();
  if (!draft) return null;
  db.delete(claimDrafts).where(eq(claimDrafts.userId, user.id)).run();
  const result = openClaim(
    toLocalsUser(user),
    {
      businessId: draft.businessId,
      method: draft.method ?? undefined,
      evidence: draft.evidence,
      plan: draft.plan,
      subscriptionType: draft.subscriptionType ?? 'monthly',
    },
    ip,
  );
  if (!result.ok)
    logger.info({ userId: user.id, businessId: draft.businessId, error: result.error }, '[claims] draft not opened');
  return result;
}
