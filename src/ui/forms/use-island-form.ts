/**
 * The one form hook for islands. It starts from the page's FormState (src/platform/server/forms/page-form.ts),
 * so a form re-rendered after a refused no-JavaScript post shows the same values and messages the
 * island would; on submit it validates with the shared schema, focuses the first bad field, and posts
 * JSON to the form's /api endpoint, keeping the server's field messages (and toasting its message)
 * when it refuses. The caller gets the answer, so it can act on success (or on a 401).
 */
import { useState, type SubmitEvent } from 'react';
import type { ZodType } from 'zod';
import { api, type ApiMessage, type ApiResult } from '#src/platform/api-client.ts';
import { emptyFormState, fieldOf, type FormState } from './form-state.ts';
import { fieldErrors } from '#src/platform/schemas/field-errors.ts';
import { toast } from '#src/ui/toast.store.ts';

interface Options {
  /** Where the JSON goes when JavaScript runs. */
  url: string;
  method?: 'POST' | 'PATCH';
  /** Turns the form's fields into the JSON body (for state kept outside named fields, e.g. hours). */
  body?: (fields: Record<string, string>) => Record<string, unknown>;
  schema: ZodType<unknown, unknown>;
  /** The page's FormState (values typed and messages after a refused no-JS post). */
  initial?: FormState;
  /** The toast when the server refuses (its own message when it gives one). */
  failure: { title: string; error: string };
}

/**
 * Brings the first bad field (in page order) into the middle of the screen and focuses it, so a phone shows
 * it and its message rather than a Save button that seems dead. A key names a field ('phone') or a group of
 * fields ('hours.tuesday' → 'hours.tuesday.mode').
 */
/** The first field, in page order, that one of the error keys names (`hours` names `hours.tuesday.open`). */
export function firstBadField(form: HTMLFormElement, keys: readonly string[]) {
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) continue;
    if (el.type === 'hidden') continue;
    const key = keys.find((k) => el.name === k || el.name.startsWith(`${k}.`));
    if (key !== undefined) return { field: el, key };
  }
  return undefined;
}

export function focusFirstError(form: HTMLFormElement, keys: readonly string[]): void {
  const field = firstBadField(form, keys)?.field;
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

export function useIslandForm<T = ApiMessage>({
  url,
  method = 'POST',
  body = (f) => f,
  schema,
  initial = emptyFormState(),
  failure,
}: Options) {
  const [errors, setErrors] = useState(initial.errors);
  const [alert, setAlert] = useState(initial.formError);
  const [pending, setPending] = useState(false);

  /** Validates and posts the form: the server's answer (typed T when ok), or null when the schema refused it. */
  async function submit(event: SubmitEvent<HTMLFormElement>): Promise<ApiResult<T> | null> {
    event.preventDefault();
    const form = event.currentTarget;
    const data = body(Object.fromEntries(new FormData(form)) as Record<string, string>);
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstError(form, Object.keys(found));
      return null;
    }
    setErrors({});
    setAlert(null);
    setPending(true);
    const result = await api<T>(url, { method, body: data });
    setPending(false);
    if (!result.ok) {
      setErrors(result.errors);
      toast({ title: failure.title, description: result.error ?? failure.error, variant: 'destructive' });
    }
    return result;
  }

  return { values: initial.values, errors, field: fieldOf(initial.values, errors), alert, pending, submit };
}
