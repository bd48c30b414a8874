/**
 * Premium profile fields accepted by PATCH /api/businesses/{id}: video, social/booking links,
 * special hours. Shared by the listing editor and the endpoint. Blank clears a field.
 */
import { z } from 'zod';
import { normalizeSocialUrl, socialLabels, socialNetworks, type SocialNetwork } from './social.ts';
import { parseVideoUrl, videoPageUrl } from './video.ts';
import { refusedControlCharacters, unknownKeys } from '#src/platform/schemas/fields.ts';

const profileMessages = {
  video: 'Enter a YouTube or Vimeo video link',
  social: (n: SocialNetwork) =>
    n === 'booking'
      ? 'Enter a valid booking or reservation link'
      : `Enter ${/^[AEIOU]/.test(socialLabels[n]) ? 'an' : 'a'} ${socialLabels[n]} link (${n === 'x' ? 'x.com or twitter.com' : 'on its own site'})`,
  date: 'Use a date like 2026-12-25',
  time: 'Use HH:MM (24-hour)',
  times: 'Give both opening and closing times, or mark the day closed',
  duplicate: 'Each date may appear only once',
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const videoUrlField = z.preprocess(
  blankToNull,
  z
    .string({ error: profileMessages.video })
    .trim()
    .max(300, profileMessages.video)
    .transform((value, ctx) => {
      if (refusedControlCharacters(value, ctx)) return z.NEVER;
      const video = parseVideoUrl(value);
      if (!video) {
        ctx.addIssue({ code: 'custom', message: profileMessages.video });
        return z.NEVER;
      }
      return videoPageUrl(video);
    })
    .nullable(),
);

const socialUrl = (network: SocialNetwork) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: profileMessages.social(network) })
      .trim()
      .max(500, profileMessages.social(network))
      .transform((value, ctx) => {
        if (refusedControlCharacters(value, ctx)) return z.NEVER;
        const url = normalizeSocialUrl(network, value);
        if (!url) {
          ctx.addIssue({ code: 'custom', message: profileMessages.social(network) });
          return z.NEVER;
        }
        return url;
      })
      .nullable()
      .optional(),
  );

export const socialField = z
  .object(
    Object.fromEntries(socialNetworks.map((n) => [n, socialUrl(n)])) as Record<SocialNetwork, ReturnType<typeof socialUrl>>,
    unknownKeys('Unknown social network'),
  )
  .strict()
  .transform(
    (v) =>
      Object.fromEntries(Object.entries(v).filter(([, url]) => typeof url === 'string')) as Partial<
        Record<SocialNetwork, string>
      >,
  );

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const isRealDate = (d: string) => {
  const date = new Date(`${d}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === d;
};

export const specialDaySchema = z
  .object(
    {
      date: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, profileMessages.date)
        .refine(isRealDate, profileMessages.date),
      closed: z.boolean({ error: 'closed must be true or false' }),
      open: z.preprocess(blankToNull, z.string().regex(HHMM, profileMessages.time).nullish()),
      close: z.preprocess(blankToNull, z.string().regex(HHMM, profileMessages.time).nullish()),
      note: z.preprocess(blankToNull, z.string().trim().max(120, 'Notes must be at most 120 characters').nullish()),
    },
    unknownKeys('Unknown field in special hours'),
  )
  .strict()
  .superRefine((d, ctx) => {
    if (!d.closed && (!d.open || !d.close)) ctx.addIssue({ code: 'custom', message: profileMessages.times });
  })
  .transform((d) => ({
    date: d.date,
    closed: d.closed,
    ...(d.closed ? {} : { open: d.open!, close: d.close! }),
    ...(d.note ? { note: d.note } : {}),
  }));

export const specialHoursField = z
  .array(specialDaySchema)
  .max(60, 'At most 60 special dates')
  .refine((list) => new Set(list.map((d) => d.date)).size === list.length, profileMessages.duplicate)
  .transform((list) => [...list].sort((a, b) => a.date.localeCompare(b.date)));

/** Free listings keep a plain description up to this length; longer (with markup) is premium. */
export const FREE_DESCRIPTION_MAX = 1000;

/** The editor's premium profile form: the three premium fields together (blank clears each). */
export const profileUpdateSchema = z.object({
  videoUrl: videoUrlField,
  social: socialField,
  specialHours: specialHoursField,
});
