/**
 * Data for /admin, in the same JSON shapes as the admin API (the island refreshes from there). The five
 * long lists come a page at a time (src/features/admin/server/list-pages.ts): the tab the address names at the
 * page, search and filter it asks for, the others at their first page.
 */
import type { AdminList } from '#src/features/admin/admin-list.ts';
import { toJson } from '#src/platform/json.ts';
import { countPendingClaims } from '#src/features/claims/server/claims.queries.ts';
import { adminListQuery, loadAdminListPage } from './list-pages.ts';
import { adminCounts } from './moderation.ts';
import { listEventRevisionsForReview, listRevisionsForReview } from '#src/features/revisions/server/kinds.ts';

export async function loadAdminDashboard(url: URL, tab: string) {
  const page = <L extends AdminList>(list: L) => loadAdminListPage(list, adminListQuery(url, list, tab === list));
  const [businesses, events, contacts, users, claims] = await Promise.all([
    page('businesses'),
    page('events'),
    page('contacts'),
    page('users'),
    page('claims'),
  ]);
  return {
    counts: adminCounts(),
    businesses,
    events,
    contacts,
    users,
    revisions: toJson(listRevisionsForReview()),
    eventRevisions: toJson(listEventRevisionsForReview()),
    claims,
    /** For "Waiting for your decision" whatever page of claims is shown. */
    pendingClaims: countPendingClaims(),
  };
}
