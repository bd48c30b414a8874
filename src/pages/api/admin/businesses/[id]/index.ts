/**
 * DELETE /api/admin/businesses/{id} (admin only): removes spam for good. A live premium subscription is
 * canceled at Stripe first (no further charge); if Stripe refuses, 502 and nothing is deleted.
 */
import { adminItemRoute } from '#src/features/admin/server/item-route.ts';
import { deleteBusinessListing } from '#src/features/admin/server/moderation.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { answerPaymentErrors } from '#src/features/payments/server/errors.ts';

export const prerender = false;

export const DELETE = adminItemRoute('business', ({ id, audit }) =>
  answerPaymentErrors(async () => {
    if (!(await deleteBusinessListing(id, audit))) return jsonError(404, 'Business not found');
    return json({ message: 'Business deleted successfully' });
  }),
);
