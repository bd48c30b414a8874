/**
 * The JSON the API and the dashboards' pages send, typed once: each type is the JSON shape of the server
 * function that builds the answer (type-only imports, nothing of the server ships to the browser), so a
 * field added on the server reaches the islands' types without a hand-kept mirror.
 */
import type { Jsonify } from '#src/platform/json.ts';
import type { loadAdminDashboard } from '#src/features/admin/server/dashboard.ts';
import type { listEventRevisionsForReview, listRevisionsForReview } from '#src/features/revisions/server/kinds.ts';
import type { toContactSummary, AdminBusiness } from '#src/features/admin/server/views.ts';
import type { PublicBusiness } from '#src/features/listings/server/businesses.queries.ts';
import type { toAdminClaim } from '#src/features/claims/server/views.ts';
import type { OwnerBusiness, OwnerEvent } from '#src/features/listings/server/views.ts';

/** GET /api/businesses items (the public's view). */
export type PublicBusinessJson = Jsonify<PublicBusiness>;
/** GET /api/businesses/my items and the owner's dashboard. */
export type DashboardBusiness = Jsonify<OwnerBusiness>;
/** GET /api/events/my items; `pendingEdit` there and on the owner's dashboard, not in admin lists. */
export type DashboardEvent = Jsonify<OwnerEvent> & { pendingEdit?: boolean };
/** GET /api/admin/businesses items: the owner's view plus who owns it. */
export type AdminBusinessItem = Jsonify<AdminBusiness>;
/** GET /api/admin/contacts items (no message body). */
export type ContactSummaryItem = Jsonify<ReturnType<typeof toContactSummary>>;
/** GET /api/admin/claims items: the claim, the listing as it is, and the claimant, side by side. */
export type AdminClaimItem = Jsonify<ReturnType<typeof toAdminClaim>>;
/** GET /api/admin/revisions items: the live values beside the proposed ones. */
export type AdminRevisionItem = Jsonify<ReturnType<typeof listRevisionsForReview>[number]>;
/** GET /api/admin/event-revisions items: the live event beside the proposed edit and its new image. */
export type AdminEventRevisionItem = Jsonify<ReturnType<typeof listEventRevisionsForReview>[number]>;
/** What /admin hands its island: the same lists and counts as the admin API. */
export type AdminDashboardData = Awaited<ReturnType<typeof loadAdminDashboard>>;
