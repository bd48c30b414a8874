/**
 * Which shell a signed-in person gets, and so where a sign-in without `next` lands (./redirects.ts): an admin the
 * admin area; an owner account (made by the business signup, the spec's POST /api/register, or before visitors had
 * accounts of their own) the dashboard, even with no listing yet, as the spec's empty dashboard; a visitor account
 * (made by the /register page) its account page, until it has something the dashboard manages: a listing, an event
 * or a claim in any state.
 */
import type { AccountKind } from '#src/features/accounts/account-nav.ts';
import { hasOwnerDashboard } from './owner-check.queries.ts';

type KindInput = { id: number; role: 'user' | 'admin'; createdAs: 'visitor' | 'owner' };

// One answer per signed-in person per request: the header, the footer and the account hint all ask.
const known = new WeakMap<KindInput, AccountKind>();

export function accountKind(user: KindInput): AccountKind {
  if (user.role === 'admin') return 'admin';
  if (user.createdAs === 'owner') return 'owner';
  let kind = known.get(user);
  if (!kind) {
    kind = hasOwnerDashboard({ userId: user.id }) ? 'owner' : 'visitor';
    known.set(user, kind);
  }
  return kind;
}
