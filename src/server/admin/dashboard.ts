/** Data for /admin, in the same JSON shapes as the admin API (the island refreshes from there). */
import {
  asJson,
  type AdminBusinessItem,
  type AdminClaimItem,
  type AdminRevisionItem,
  type AdminUserItem,
  type ContactSummaryItem,
  type DashboardEvent,
} from '@/lib/dashboard-types';
import type { AdminEventRevisionItem } from '@/lib/event-revision-item';
import { listAccounts } from '@/server/auth/accounts';
import { listEventRevisionsForReview } from '@/server/events/revisions';
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
    businesses: asJson<AdminBusinessItem[]>(listBusinessesForAdmin().items.map(toAdminBusiness)),
    events: asJson<DashboardEvent[]>(listEventsForAdmin().items.map(toAdminEvent)),
    contacts: asJson<ContactSummaryItem[]>(listContactMessages().map(toContactSummary)),
    users: asJson<AdminUserItem[]>(listAccounts()),
    revisions: asJson<AdminRevisionItem[]>(listRevisionsForReview()),
    eventRevisions: asJson<AdminEventRevisionItem[]>(listEventRevisionsForReview()),
    claims: asJson<AdminClaimItem[]>(listClaimsForAdmin({}).map(toAdminClaim)),
  };
}
