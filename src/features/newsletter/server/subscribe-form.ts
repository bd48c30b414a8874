/**
 * /newsletter without JavaScript: the island's form posted to its page (src/platform/server/forms/page-form.ts), with the
 * JSON endpoint's schema, rate limit and service; success comes back to the page with the check-your-mail toast.
 */
import type { z } from 'zod';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { newsletterMessages } from '#src/features/newsletter/newsletter-messages.ts';
import { subscribeSchema } from '#src/features/newsletter/newsletter.schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';
import { subscribeToNewsletter } from './subscribe.ts';

export const subscribeForm: PageFormSpec<z.infer<typeof subscribeSchema>> = {
  schema: subscribeSchema,
  limit: limits.newsletter,
  act: ({ email }) => ({
    ok: true,
    redirectTo: '/newsletter',
    flash: { title: newsletterMessages.successTitle, description: subscribeToNewsletter({ email }).message },
  }),
};

/** A one-field form: the address's own message (the spec's wording) is the message above it. */
export const subscribeRefusal = ({ errors, formError }: FormState): { title: string; error: string } | null =>
  formError && (errors.email?.[0] ? { title: 'Error', error: errors.email[0] } : formError);
