/**
 * Data for /admin, in the same JSON shapes as the admin API (the island refreshes from there). The five
 * long lists come a page at a time (src/server/admin/list-pages.ts): the tab the address names at the
 * page, search and filter it asks for, the others at their first page.
 */
import type { AdminList } from '@/lib/admin-list';
import { toJson } from '@/lib/json';
import { countPendingClaims } from '@/server/db/queries/claims';
import { adminListQuery, loadAdminListPage } from './list-pages';
import { adminCounts } from './moderation';
import { listEventRevisionsForReview, listRevisionsForReview } from '@/server/revisions/kinds';

export function loadAdminDashboard(url: URL, tab: string) {
  const page = <L extends AdminList>(list: L) => loadAdminListPage(list, adminListQuery(url, list, tab === list));
  return {
    counts: adminCounts(),
    businesses: page('businesses'),
    events: page('events'),
    contacts: page('contacts'),
    users: page('users'),
    revisions: toJson(listRevisionsForReview()),
    eventRevisions: toJson(listEventRevisionsForReview()),
    claims: page('claims'),
    /** For "Waiting for your decision" whatever page of claims is shown. */
    pendingClaims: countPendingClaims(),
  };
}
