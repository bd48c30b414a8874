/**
 * POST /api/businesses/{id}/billing-portal (no body; owner only) → { url }: a Stripe Customer Portal
 * session for the customer that pays this listing's subscription (update card, invoices, receipts); with
 * the test checkout, the built-in billing page. 403 another owner's listing, 404 unknown, 409 no live
 * premium or a subscription billed to another customer; nothing is created then.
 */
import { json } from '#src/platform/server/http/json.ts';
import { ownerBillingRoute } from '#src/features/payments/server/owner-route.ts';
import { openBillingPortal } from '#src/features/payments/server/self-service.ts';

export const prerender = false;

export const POST = ownerBillingRoute(async ({ businessId, userId }) => json(await openBillingPortal({ businessId, userId })));
