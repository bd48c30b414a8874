/**
 * One review per person per listing, across a deleted account: the reviews a deleted account leaves keep a key
 * of its e-mail address (a SHA-256, so the address itself is gone with the account), and an account registered
 * again with that address meets the same "already reviewed" refusal on those listings.
 */
import { createHash } from 'node:crypto';
import { findReviewByFormerAuthor, setFormerAuthorKey } from './reviews.queries.ts';

/** Addresses are stored lower-case (src/features/accounts/server/users.queries.ts); the key is taken the same way. */
const addressKey = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Call inside the deletion's transaction, before the account row goes. */
export function keepFormerAuthorKey(user: { id: number; email: string }): void {
  setFormerAuthorKey({ userId: user.id, key: addressKey(user.email) });
}

/** Whether someone with this address reviewed the listing from an account since deleted. */
export const reviewedBeforeDeletion = (businessId: number, email: string): boolean =>
  findReviewByFormerAuthor({ businessId, key: addressKey(email) }) !== undefined;
