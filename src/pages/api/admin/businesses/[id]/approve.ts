/**
 * PATCH /api/admin/businesses/{id}/approve {approved, reason?} (admin only): approve, or
 * reject with a reason the owner reads (`status` becomes 'rejected'). A listing
 * whose plan still bills has it cancelled at once and the unused part refunded
 * (src/server/payments/refund.ts); `refund` says what was refunded. If Stripe fails: 502, nothing rejected.
 * The same rejection again answers "Nothing changed: …" and refunds nothing: 409 once the plan was refunded (a
 * double confirm), 200 for a listing without a refund.
 */
import { approvalSchema } from '@/lib/schemas/business';
import { adminItemUpdate } from '@/server/admin/item-route';
import { listRefunds } from '@/server/db/queries/listing-refunds';
import { json, jsonError } from '@/server/http/json';
import { toOwnerBusiness } from '@/server/owners/views';
import { answerPaymentErrors } from '@/server/payments/errors';
import { decideListing, decisionMessage } from '@/server/payments/refund';

export const prerender = false;

export const PATCH = adminItemUpdate('business', approvalSchema, ({ id, body, audit }) =>
  answerPaymentErrors(async () => {
    const decided = await decideListing(id, body, audit);
    if (!decided) return jsonError(404, 'Business not found');
    const { refund } = decided;
    // A repeated rejection of a listing whose plan was refunded is a double confirm of a money action: 409.
    // Plain moderation stays idempotent (the same decision again answers 200 and changes nothing).
    if (decided.unchanged && !body.approved && listRefunds({ businessId: id }).length > 0)
      return jsonError(409, decisionMessage(decided, false));
    return json({
      message: decisionMessage(decided, body.approved),
      business: toOwnerBusiness(decided.business),
      refund: refund && {
        amountCents: refund.amountCents,
        paidCents: refund.paidCents,
        subscriptionType: refund.subscriptionType,
        periodStart: refund.periodStart,
        periodEnd: refund.periodEnd,
        unusedDays: refund.unusedDays,
        periodDays: refund.periodDays,
      },
    });
  }),
);
