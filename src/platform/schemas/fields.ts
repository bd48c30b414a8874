/** Field builders shared by the business, event and contact schemas (browser-safe). */
import { z } from 'zod';
import { parseDateTime } from '#src/platform/local-time.ts';
import {
  CONTROL_CHARACTERS,
  controlCharacterMessage,
  parseWebAddress,
  webAddressText,
} from '#src/features/listings/web-address.ts';

/** A required trimmed string; `message` for missing, too short and wrong type alike (the spec has one message per field). */
export const requiredText = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`);

/** An optional trimmed string; blank (or absent) becomes null. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * An optional web address. People type "fins.com" as often as "https://fins.com": without a scheme
 * https:// is assumed (as the directory does when linking). Only http(s) with a dotted host is accepted, and
 * what is stored is the address as a browser reads it (src/features/listings/web-address.ts).
 */
export const optionalUrl = (message: string, max = 500) =>
  optionalText(max).transform((value, ctx) => {
    if (value === null) return null;
    if (refusedControlCharacters(value, ctx)) return z.NEVER;
    const url = normalizeUrl(value);
    if (url === null) ctx.addIssue({ code: 'custom', message });
    return url ?? z.NEVER;
  });

export function normalizeUrl(value: string): string | null {
  const url = parseWebAddress(value);
  return url && webAddressText(url);
}

/** Adds the control-character issue when `value` has one (every stored address field says the same). */
export function refusedControlCharacters(value: string, ctx: z.RefinementCtx): boolean {
  if (!CONTROL_CHARACTERS.test(value)) return false;
  ctx.addIssue({ code: 'custom', message: controlCharacterMessage });
  return true;
}

export const optionalEmail = (message: string) =>
  optionalText(254).transform((value, ctx) => {
    if (value !== null && !z.email().safeParse(value).success) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });

/** Ids arrive as numbers (JSON) or digit strings (HTML forms). */
export const idField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v.trim()) : v === '' ? undefined : v),
    z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
  );

/** Booleans arrive as JSON booleans or as form values 'true'/'false'/'on'. */
export const boolField = (message: string) =>
  z.preprocess(
    (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean({ error: message }),
  );

/** An object schema's error option naming unknown keys (`.strict()` takes no message since zod 4). */
export const unknownKeys = (message: string) => ({
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? message : undefined),
});

/** A refinement's option to run even when a field already failed (by default zod skips the refinement then). */
export const alwaysRun = { when: () => true };

/**
 * A date-time typed as wall clock in `timeZone` ('YYYY-MM-DDTHH:MM', a datetime-local value) or sent as an RFC 3339
 * instant; the instant it names, or `message`.
 */
export const dateTimeField = (message: string, timeZone: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v, ctx) => {
      const instant = parseDateTime(v, timeZone);
      if (!instant) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return instant;
    });
