/**
 * The premium profile form's working copy (video, social and booking links, special hours) as the island
 * holds it and as a no-JavaScript form posts it (`videoUrl`, `social.facebook`, `special.0.date`, …).
 * `draftToProfile` gives what PATCH /api/businesses/{id} takes; the shared schema decides what is valid.
 */
import type { ZodError } from 'zod';
import type { SpecialHoursEntry } from './special-hours.ts';
import { socialNetworks, type SocialNetwork } from './social.ts';

export interface SpecialDraft {
  date: string;
  closed: boolean;
  open: string;
  close: string;
  note: string;
}
export interface ProfileDraft {
  videoUrl: string;
  social: Record<SocialNetwork, string>;
  special: SpecialDraft[];
}

/** Blank rows a no-JavaScript form offers for new dates (the island adds rows on demand). */
export const BLANK_SPECIAL_ROWS = 2;

export const blankSpecial = (): SpecialDraft => ({ date: '', closed: true, open: '', close: '', note: '' });

export function profileToDraft(p: {
  videoUrl: string | null;
  social: Partial<Record<SocialNetwork, string | null>>;
  specialHours: SpecialHoursEntry[];
}): ProfileDraft {
  return {
    videoUrl: p.videoUrl ?? '',
    social: Object.fromEntries(socialNetworks.map((n) => [n, p.social[n] ?? ''])) as Record<SocialNetwork, string>,
    special: p.specialHours.map((s) => ({
      date: s.date,
      closed: s.closed,
      open: s.open ?? '',
      close: s.close ?? '',
      note: s.note ?? '',
    })),
  };
}

const isBlankRow = (s: SpecialDraft) => !s.date && !s.open && !s.close && !s.note.trim();

export function draftToProfile(d: ProfileDraft) {
  return {
    videoUrl: d.videoUrl,
    social: d.social,
    specialHours: d.special
      .filter((s) => !isBlankRow(s))
      .map((s) => ({ date: s.date, closed: s.closed, open: s.open, close: s.close, note: s.note })),
  };
}

/** Reads a posted form back into a draft; `rows` is how many special-hours rows the form had. */
export function profileFromForm(get: (name: string) => string | null): ProfileDraft {
  const field = (name: string, max = 500) => (get(name) ?? '').trim().slice(0, max);
  const rows = Math.min(Number(get('special.rows')) || 0, 70);
  return {
    videoUrl: field('videoUrl'),
    social: Object.fromEntries(socialNetworks.map((n) => [n, field(`social.${n}`)])) as Record<SocialNetwork, string>,
    special: Array.from({ length: rows }, (_, i) => ({
      date: field(`special.${i}.date`, 10),
      closed: field(`special.${i}.status`) !== 'hours',
      open: field(`special.${i}.open`, 5),
      close: field(`special.${i}.close`, 5),
      note: field(`special.${i}.note`, 200),
    })),
  };
}

/**
 * Field errors keyed by where they belong in the form: 'videoUrl', 'social.instagram', 'special.2'. Indexes
 * count only the rows sent (blank rows are dropped before validation), so map them back with `sentRows`.
 */
export function profileErrors(error: ZodError, sentRows: number[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const [head, second] = issue.path;
    const key =
      head === 'social' && typeof second === 'string'
        ? `social.${second}`
        : head === 'specialHours' && typeof second === 'number'
          ? `special.${sentRows[second] ?? second}`
          : String(head ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}

/** The positions (in the draft) of the rows `draftToProfile` keeps. */
export const sentSpecialRows = (d: ProfileDraft): number[] => d.special.flatMap((s, i) => (isBlankRow(s) ? [] : [i]));
