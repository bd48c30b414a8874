/**
 * The one shape of a refused service call. Services return it (or throw it inside a PaymentError), endpoints answer
 * it with `jsonError(failure)` and page forms (src/platform/server/forms/page-form.ts) show it above the form, so a refusal
 * reads the same whichever way it reaches the person.
 */
export interface Failure<S extends number = number> {
  ok: false;
  /** The HTTP status to answer with. */
  status: S;
  /** The message for the person: the API's `error`, the text above a page form. */
  error: string;
  /** Messages per field, when the refusal is about what was typed. */
  errors?: Record<string, string[]>;
  /** Whole seconds before trying again can succeed (429, 503): the answer's Retry-After. */
  retryAfterSeconds?: number;
  /** The heading above a page form's message ("Error" when absent); never part of the JSON answer. */
  title?: string;
}

export const fail = <S extends number>(
  status: S,
  error: string,
  more: Omit<Failure, 'ok' | 'status' | 'error'> = {},
): Failure<S> => ({
  ok: false,
  status,
  error,
  ...more,
});

/** A service's answer: its own fields with `ok: true`, or a Failure. */
export type Outcome<T extends object = object, S extends number = number> = ({ ok: true } & T) | Failure<S>;
