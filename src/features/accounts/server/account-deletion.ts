/**
 * Deleting one's own account, shared by POST /api/account/delete (JSON) and the
 * /account page's no-JavaScript form. The password is asked again. The account row goes, and with it
 * (ON DELETE CASCADE) its sessions, mailed tokens, claims and any claim waiting for verification; its
 * reviews stay, with `user_id` set to null, and are shown as a "Former member"'s (keeping a hash of the address, so
 * the same person registering again cannot review those listings twice); events it submitted
 * stay (their owner is set to null); the audit log keeps its lines without the person.
 *
 * Refused, with nothing changed:
 * - while the account owns listings (409): a listing may carry a paid plan and a public page; the owner
 *   first hands it over or asks us to remove it (contact form), so no plan is left billing nobody;
 * - for the last admin (409): the site would be left without anyone to moderate it;
 * - while the account has payment records (checkouts) or an admin's removal from a listing on file (409): both
 *   would go with the row (ON DELETE CASCADE), losing payment history or letting a removed owner register
 *   again and claim the listing back; we close such accounts by hand.
 */
import type { APIContext } from 'astro';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { deleteAccountSchema } from '#src/features/accounts/auth.schema.ts';
import { deleteSessionCookie } from './session.ts';
import { verifyPassword } from './password.ts';
import { getDb } from '#src/platform/server/db/client.ts';
import { insertAuditEntry } from '#src/platform/server/db/audit.queries.ts';
import { touchBusiness } from '#src/features/reviews/server/reviews.queries.ts';
import { keepFormerAuthorKey } from '#src/features/reviews/server/former-authors.ts';
import { countAdmins, findUserById } from './users.queries.ts';
import { businesses, checkouts, reviews, revokedOwners, users } from '#src/platform/server/db/schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';
import type { Outcome } from '#src/platform/server/failure.ts';

export const deletionTexts = {
  wrongPassword: 'That password is not correct. Your account was not deleted.',
  ownsListings:
    'You still own business listings. Transfer them or ask us to remove them (Contact) before deleting your account: nothing was deleted.',
  hasRecords: 'Your account has payment or ownership records we must keep. Ask us to close it (Contact): nothing was deleted.',
  lastAdmin: 'You are the last admin. Make someone else an admin before deleting your account: nothing was deleted.',
  deleted: {
    title: 'Account deleted',
    description: 'Your account is gone. Your reviews stay on the listings without your name.',
  },
} as const;

type DeletionOutcome = Outcome<object, 403 | 404 | 409>;

type Context = Pick<APIContext, 'cookies' | 'locals' | 'clientAddress'>;

export async function deleteOwnAccount(context: Context, password: string): Promise<DeletionOutcome> {
  const me = context.locals.user;
  const user = me ? findUserById({ id: me.id }) : undefined;
  if (!user) return { ok: false, status: 404, error: 'Account not found' };
  const ip = clientIp(context);
  if (!(await verifyPassword(user.passwordHash, password))) {
    insertAuditEntry({ action: 'account.delete_refused', actorUserId: user.id, targetType: 'user', targetId: user.id, ip });
    return { ok: false, status: 403, error: deletionTexts.wrongPassword };
  }
  const outcome = getDb().transaction((tx): DeletionOutcome => {
    const owned = tx.select({ n: count() }).from(businesses).where(eq(businesses.ownerId, user.id)).get()?.n ?? 0;
    if (owned > 0) return { ok: false, status: 409, error: deletionTexts.ownsListings };
    if (user.role === 'admin' && countAdmins() <= 1) return { ok: false, status: 409, error: deletionTexts.lastAdmin };
    const kept = (table: typeof checkouts | typeof revokedOwners) =>
      tx.select({ n: count() }).from(table).where(eq(table.userId, user.id)).get()?.n ?? 0;
    if (kept(checkouts) + kept(revokedOwners) > 0) return { ok: false, status: 409, error: deletionTexts.hasRecords };
    const reviewed = tx.selectDistinct({ id: reviews.businessId }).from(reviews).where(eq(reviews.userId, user.id)).all();
    keepFormerAuthorKey(user);
    tx.delete(users).where(eq(users.id, user.id)).run();
    // The listings' public pages name the author: rebuilt without the name on their next request.
    for (const { id } of reviewed) touchBusiness({ id });
    insertAuditEntry({
      action: 'account.deleted',
      targetType: 'user',
      targetId: user.id,
      ip,
      details: { reviewsKept: reviewed.length },
    });
    return { ok: true };
  });
  if (outcome.ok) deleteSessionCookie(context.cookies);
  return outcome;
}

/** The /account page's delete form without JavaScript: home with a toast, or the page again with the reason. */
export const deleteAccountForm = (context: Context): PageFormSpec<z.infer<typeof deleteAccountSchema>> => ({
  schema: deleteAccountSchema,
  limit: limits.login,
  secret: ['password'],
  act: async ({ password }) => {
    const outcome = await deleteOwnAccount(context, password);
    if (!outcome.ok) return { ...outcome, title: 'Account not deleted' };
    return { ok: true, redirectTo: '/', flash: deletionTexts.deleted };
  },
});
