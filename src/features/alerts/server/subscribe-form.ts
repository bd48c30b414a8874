/**
 * /alerts without JavaScript: the event page's "Tell me if this changes" and the /alerts form, posted to /alerts
 * (src/platform/server/forms/page-form.ts) with the JSON endpoint's rules, rate limits and service.
 */
import type { z } from 'zod';
import { alertFormSchema } from '#src/features/alerts/alerts.schema.ts';
import type { PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { limits } from '#src/platform/server/security/rate-limit.ts';
import { requestAlerts } from './subscribe.ts';

export const alertSubscribeForm: PageFormSpec<z.infer<typeof alertFormSchema>> = {
  schema: alertFormSchema,
  limit: limits.alerts,
  act: (input) => {
    const result = requestAlerts(input);
    return result.ok ? { ok: true, redirectTo: '/alerts?sent=1' } : result;
  },
};
