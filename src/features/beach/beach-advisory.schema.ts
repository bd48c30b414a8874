/**
 * A beach advisory as an admin enters it, shared by POST /api/admin/beach-advisories and the no-JS form on
 * /admin/beach. `expiresAt` is Central-time wall clock ('YYYY-MM-DDTHH:MM', a datetime-local value) or an RFC 3339
 * instant; whether it is still to come needs a clock, so the service checks that.
 */
import { z } from 'zod';
import { dateTimeField, optionalText, optionalUrl, requiredText } from '#src/platform/schemas/fields.ts';

/** The state's Texas Beach Watch results, which admins copy advisories from. */
export const BEACH_WATCH_URL = 'https://www.texasbeachwatch.com/';

export const advisoryText = {
  site: 'Name the beach or sampling site (2 to 120 characters)',
  level: 'Choose "advisory" or "closed"',
  expiresAt: 'Please enter a valid expiry date and time',
  expired: 'The expiry must be in the future',
  sampledOn: 'Give the sample date as YYYY-MM-DD',
  sourceUrl: 'Give the source as a web address',
  created: 'The beach advisory is published.',
  deleted: 'The beach advisory was removed.',
  notFound: 'Beach advisory not found',
} as const;

const sampleDate = z
  .string({ error: advisoryText.sampledOn })
  .trim()
  .refine(
    (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
    advisoryText.sampledOn,
  )
  .nullish()
  .transform((v) => (v ? v : null));

/** `timeZone`: the site's zone (src/config/site.ts), passed in so this module stays free of config. */
export const beachAdvisorySchema = (timeZone: string) =>
  z.object({
    site: requiredText(advisoryText.site, 2, 120),
    level: z.enum(['advisory', 'closed'], { error: advisoryText.level }),
    note: optionalText(500),
    expiresAt: dateTimeField(advisoryText.expiresAt, timeZone),
    sampledOn: sampleDate,
    sourceUrl: optionalUrl(advisoryText.sourceUrl),
  });

export type BeachAdvisoryInput = z.infer<ReturnType<typeof beachAdvisorySchema>>;
