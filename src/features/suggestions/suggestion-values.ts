/** Suggested values as they are stored (hours as JSON text) and as people read them, on pages and in mails. */
import { formatWeeklyHours, type WeeklyHours } from '#src/features/listings/hours.ts';
import type { SuggestionField, SuggestionValue } from './suggestion.schema.ts';

export function storeSuggestionValue(value: SuggestionValue): string {
  return value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
}

export function storedSuggestionValue(field: SuggestionField, value: string): SuggestionValue {
  if (field === 'closed') return null;
  if (field !== 'hours') return value;
  try {
    return JSON.parse(value) as WeeklyHours;
  } catch {
    return null;
  }
}

/** The value in lines of text: one per weekday for hours, none for "closed for good", "Not listed" when empty. */
export function suggestionValueLines(field: SuggestionField, value: SuggestionValue | undefined): string[] {
  if (field === 'closed') return [];
  if (field === 'hours') {
    const hours = value && typeof value === 'object' ? value : null;
    return hours ? formatWeeklyHours(hours).map((d) => `${d.label}: ${d.text}`) : ['Not listed'];
  }
  return typeof value === 'string' && value ? [value] : ['Not listed'];
}

/** The listing's value of the field now, to show beside the suggestion (none for a closure or "something else"). */
export function currentListingValue(
  field: SuggestionField,
  listing: { phone: string | null; website: string | null; address: string | null; hours: WeeklyHours | null },
): SuggestionValue {
  return field === 'closed' || field === 'other' ? null : listing[field];
}

/** Of two same-length line lists (a week of hours), only the lines that differ; both whole when none or lengths differ. */
export function differingLines(now: string[], suggested: string[]): [string[], string[]] {
  if (now.length !== suggested.length) return [now, suggested];
  const changed = now.flatMap((line, i) => (line === suggested[i] ? [] : [i]));
  if (changed.length === 0 || changed.length === now.length) return [now, suggested];
  return [changed.map((i) => now[i]!), changed.map((i) => suggested[i]!)];
}

/** How a decided suggestion reads in the lists: "something else" accepted is fixed, not applied. */
export const decidedLabel = (s: { field: SuggestionField; status: 'pending' | 'accepted' | 'rejected' }): string =>
  s.status === 'rejected' ? 'Declined' : s.field === 'other' ? 'Marked as fixed' : 'Accepted';
