/**
 * DELETE /api/admin/businesses/{id} (admin only): removes spam for good. A live premium subscription is
 * canceled at Stripe first (no further charge); if Stripe refuses, 502 and nothing is deleted.
 */
import { adminItemRoute } from '@/server/admin/item-route';
import { deleteBusinessListing } from '@/server/admin/moderation';
import { json, jsonError } from '@/server/http/json';
import { answerPaymentErrors } from '@/server/payments/errors';

export const prerender = false;

export const DELETE = adminItemRoute('business', ({ id, audit }) =>
  answerPaymentErrors(async () => {
    if (!(await deleteBusinessListing(id, audit))) return jsonError(404, 'Business not found');
    return json({ message: 'Business deleted successfully' });
  }),
);
