/**
 * The fix page's plain form read into the body POST /api/businesses/{id}/suggestions takes: one radio (`field`), one
 * input per kind of value (`value.phone`, `value.website`, `value.address`, `value.other`) and the listing editor's
 * hours rows (`hours.monday.mode`, …), so the page shows every input without JavaScript and sends only the chosen one.
 */
import { draftFromForm, draftToHours } from '#src/features/listings/hours-draft.ts';
import { getterOf } from '#src/features/listings/listing-edit-form.ts';
import { hoursDayErrors } from '#src/features/listings/hours.schema.ts';
import { HONEYPOT_FIELD } from '#src/features/contact/contact.schema.ts';

export function suggestionFromForm(raw: Record<string, unknown>): Record<string, unknown> {
  const get = getterOf(raw);
  const field = get('field');
  const value = field === 'hours' ? draftToHours(draftFromForm(get)) : field === 'closed' ? null : get(`value.${field}`);
  return { field, value, note: get('note'), email: get('email'), [HONEYPOT_FIELD]: get(HONEYPOT_FIELD) ?? undefined };
}

/** Per-day messages for the hours rows of a refused post (the same rules as the schema). */
export function suggestedHoursErrors(values: Record<string, string>) {
  return values.field === 'hours' ? hoursDayErrors(draftToHours(draftFromForm(getterOf(values))) ?? {}) : {};
}
