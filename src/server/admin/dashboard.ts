/** Data for /admin, in the same JSON shapes as the admin API (the island refreshes from there). */
import { toJson } from '@/lib/json';
import { listAccounts } from '@/server/auth/accounts';
import { listBusinessesForAdmin, listEventsForAdmin } from '@/server/db/queries/admin';
import { listClaimsForAdmin } from '@/server/db/queries/claims';
import { listContactMessages } from '@/server/db/queries/contact';
import { toAdminClaim } from '@/server/owners/claim-views';
import { adminCounts } from './moderation';
import { listRevisionsForReview } from './revisions';
import { toAdminBusiness, toAdminEvent, toContactSummary } from './views';

export function loadAdminDashboard() {
  return {
    counts: adminCounts(),
    businesses: toJson(listBusinessesForAdmin().items.map(toAdminBusiness)),
    events: toJson(listEventsForAdmin().items.map(toAdminEvent)),
    contacts: toJson(listContactMessages().map(toContactSummary)),
    users: toJson(listAccounts()),
    revisions: toJson(listRevisionsForReview()),
    claims: toJson(listClaimsForAdmin({}).map(toAdminClaim)),
  };
}
