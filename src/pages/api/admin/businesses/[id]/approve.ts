/**
 * PATCH /api/admin/businesses/{id}/approve {approved, reason?} (admin only): approve, or
 * reject with a reason the owner reads (DESIGN §3 moderation: `status` becomes 'rejected'). A listing
 * whose plan still bills has it cancelled at once and the unused part refunded (DESIGN §3 billing (35),
 * src/server/payments/refund.ts); `refund` says what was refunded. If Stripe fails: 502, nothing rejected.
 * The same decision again answers 200 "Nothing changed: …" and refunds nothing.
 */
import { approvalSchema } from '@/lib/schemas/business';
import { adminItemUpdate } from '@/server/admin/item-route';
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
