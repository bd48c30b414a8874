/**
 * /newsletter without JavaScript: the island's form posted to its page (src/server/forms/page-form.ts), with the
 * JSON endpoint's schema, rate limit and service; success comes back to the page with the check-your-mail toast.
 */
import type { z } from 'zod';
import type { FormState } from '@/lib/form-state';
import { newsletterMessages } from '@/lib/newsletter-messages';
import { subscribeSchema } from '@/lib/schemas/newsletter';
import type { PageFormSpec } from '@/server/forms/page-form';
import { limits } from '@/server/security/rate-limit';
import { subscribeToNewsletter } from './subscribe';

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
