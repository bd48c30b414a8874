/**
 * The dashboard's "Waiting on us" panel: the owner's claims (every state, with the reason when one was
 * given) and edits of live listings that wait for review or were rejected in the last 30 days.
 */
import { listClaimsByUser, listRevisionsByOwner } from './owner-requests.queries.ts';

const RECENT_MS = 30 * 24 * 60 * 60 * 1000;

export function loadOwnerRequests(userId: number, now = new Date()) {
  return {
    claims: listClaimsByUser({ userId }),
    revisions: listRevisionsByOwner({ ownerId: userId, since: new Date(now.getTime() - RECENT_MS) }),
  };
}
export type OwnerRequests = ReturnType<typeof loadOwnerRequests>;
