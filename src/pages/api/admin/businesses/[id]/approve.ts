/**
 * PATCH /api/admin/businesses/{id}/approve {approved, reason?} (admin only): approve, or
 * reject with a reason the owner reads (`status` becomes 'rejected'). A listing
 * whose plan still bills has it cancelled at once and the unused part refunded
 * (src/features/payments/server/refund.ts); `refund` says what was refunded. If Stripe fails: 502, nothing rejected.
 * The same rejection again answers "Nothing changed: …" and refunds nothing: 409 once the plan was refunded (a
 * double confirm), 200 for a listing without a refund.
 */
import { approvalSchema } from '#src/features/listings/business.schema.ts';
import { adminItemUpdate } from '#src/features/admin/server/item-route.ts';
import { listRefunds } from '#src/features/payments/server/listing-refunds.queries.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { toOwnerBusiness } from '#src/features/listings/server/views.ts';
import { answerPaymentErrors } from '#src/features/payments/server/errors.ts';
import { decideListing, decisionMessage } from '#src/features/payments/server/refund.ts';

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
