/**
 * The built-in test checkout's buttons (/checkout/test/{id}) through the one form mechanism
 * (src/platform/server/forms/page-form.ts): an open checkout completes or cancels and the browser goes where Stripe would
 * send it; anything else changes nothing.
 */
import type { z } from 'zod';
import { testCheckoutSchema } from '#src/features/payments/payments.schema.ts';
import { fail } from '#src/platform/server/failure.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { findTestCheckout, submitTestCheckout } from './test-checkout.ts';

export const testCheckoutForm = (externalId: string, userId: number): PageFormSpec<z.infer<typeof testCheckoutSchema>> => ({
  schema: testCheckoutSchema,
  act: ({ action }) => {
    const view = findTestCheckout({ externalId, userId });
    if (!view) return fail(404, 'Checkout not found');
    // A second "Complete test payment" (a double tap, a replayed post) changes nothing; the page says why.
    if (view.checkout.status !== 'open') return fail(409, 'This checkout is already closed.');
    return { ok: true, redirectTo: submitTestCheckout({ externalId, userId, action })! };
  },
});
