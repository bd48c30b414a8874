/**
 * The listing editor's one form (details, hours, map point and the premium profile) read into the edit
 * PATCH /api/businesses/{id} takes. The island reads the page's form with it when JavaScript runs and the
 * page reads the posted body with it when it does not, so both send the same edit. Only the parts the form
 * holds are sent: a field that is not on the page (the profile of a free listing, a partial post) is left as
 * it is, never cleared. `editorErrors` keys the schema's messages by where they show in the form.
 */
import type { ZodError } from 'zod';
import { dayKeys } from './hours.ts';
import { draftFromForm, draftToHours } from './hours-draft.ts';
import { draftToProfile, profileErrors, profileFromForm, sentSpecialRows } from './profile-draft.ts';
import { businessUpdateSchema } from './business.schema.ts';
import { hoursDayErrors } from './hours.schema.ts';
import { listingAttributes } from './attributes.ts';

export type FormGetter = (name: string) => string | null;

/** The editor form's id: its islands find it to read what it holds when they start. */
export const EDITOR_FORM_ID = 'listing-editor';

const listingFields = ['name', 'category', 'description', 'phone', 'email', 'website', 'address'] as const;

const hasHours = (get: FormGetter) => get(`hours.${dayKeys[0]}.mode`) !== null;
const hasProfile = (get: FormGetter) => get('special.rows') !== null;
/** The attribute checkboxes are on the form: an unticked box sends nothing, so this field tells "none" from "not here". */
export const ATTRIBUTES_SHOWN = 'attributes.shown';
export const attributeFieldName = (attribute: string) => `attribute.${attribute}`;

/** The edit the form's fields stand for (what the island PATCHes and the no-JavaScript post saves). */
export function editFromForm(get: FormGetter): Record<string, unknown> {
  const edit: Record<string, unknown> = {};
  for (const f of listingFields) if (get(f) !== null) edit[f] = get(f);
  if (hasHours(get)) edit.hours = draftToHours(draftFromForm(get));
  // Both empty clears the point (no map); the schema refuses one without the other.
  if (get('latitude') !== null || get('longitude') !== null) {
    edit.latitude = get('latitude') ?? '';
    edit.longitude = get('longitude') ?? '';
  }
  if (hasProfile(get)) Object.assign(edit, draftToProfile(profileFromForm(get)));
  if (get(ATTRIBUTES_SHOWN) !== null) edit.attributes = listingAttributes.filter((a) => get(attributeFieldName(a)) !== null);
  return edit;
}

/**
 * Messages keyed by the form's field names or their prefix: 'phone', 'latitude', 'hours.tuesday',
 * 'social.instagram', 'special.2', '_' for the whole edit. One message per key.
 */
export function editorErrors(get: FormGetter, error: ZodError): Record<string, string> {
  const out = profileErrors(error, hasProfile(get) ? sentSpecialRows(profileFromForm(get)) : []);
  const hours = hasHours(get) ? hoursDayErrors(draftToHours(draftFromForm(get)) ?? {}) : {};
  if (Object.keys(hours).length > 0) {
    delete out.hours;
    for (const [day, message] of Object.entries(hours)) out[`hours.${day}`] = message;
  }
  return out;
}

/** A getter over a posted or typed set of values. */
export const getterOf =
  (values: Record<string, unknown>): FormGetter =>
  (name) => {
    const v = values[name];
    return typeof v === 'string' ? v : null;
  };

/** A getter over a form's current fields (what a post would send). */
export function formGetter(form: HTMLFormElement): FormGetter {
  const data = new FormData(form);
  return (name) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : null;
  };
}

/**
 * In the browser while an island starts: the editor form as the page shows it now, typing done before the
 * island started included (an island that rendered the server's values instead would wipe it). Null on the server.
 */
export function pageFormGetter(): FormGetter | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(EDITOR_FORM_ID);
  return form instanceof HTMLFormElement ? formGetter(form) : null;
}

/** The field messages of a refused no-JavaScript post, by the same rules the island applies. */
export function refusedErrors(values: Record<string, string>): Record<string, string> {
  const get = getterOf(values);
  const parsed = businessUpdateSchema.safeParse(editFromForm(get));
  return parsed.success ? {} : editorErrors(get, parsed.error);
}
