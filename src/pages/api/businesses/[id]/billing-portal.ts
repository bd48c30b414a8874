/**
 * POST /api/businesses/{id}/billing-portal (no body; owner only) → { url }: a Stripe Customer Portal
 * session for the customer that pays this listing's subscription (update card, invoices, receipts); with
 * the test checkout, the built-in billing page. 403 another owner's listing, 404 unknown, 409 no live
 * premium or a subscription billed to another customer; nothing is created then.
 */
import { json } from '@/server/http/json';
import { ownerBillingRoute } from '@/server/payments/owner-route';
import { openBillingPortal } from '@/server/payments/self-service';

export const prerender = false;

export const POST = ownerBillingRoute(async ({ businessId, userId }) => json(await openBillingPortal({ businessId, userId })));
