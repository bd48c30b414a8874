/**
 * The one way a form works without JavaScript. `/api/*` stays JSON-only; a form's plain
 * HTML post goes to its own (on-demand) page, which calls `handlePageForm` in its frontmatter:
 *
 *   const form = await handlePageForm(Astro, { schema, limit, secret: ['password'], act });
 *   if (form instanceof Response) return form;            // success: 303 to where the island would go
 *   <ContactForm client:visible form={form} />            // refused: same page, typed values + messages
 *
 * - GET: an empty FormState.
 * - POST: rate limit (the same bucket and key as the JSON endpoint) → read the urlencoded body (100 KB)
 *   → validate with the island's zod schema → `act`. A refusal answers the page with its status
 *   (400, 401, 403, 409, 429 with Retry-After …), the values typed (never the `secret` ones) and the messages; success
 *   redirects (303) with an optional flash toast. A write that meets another process's database lock is
 *   refused the same way, 503 with Retry-After (src/platform/server/db/busy.ts).
 * - `act` is the same server function the JSON endpoint calls; it returns a FormOutcome, so nothing
 *   here reads an endpoint's JSON back.
 * The island posts JSON to its /api endpoint when JavaScript runs, and renders `form` either way.
 */
import type { AstroGlobal } from 'astro';
import type { ZodType } from 'zod';
import type { FlashMessage } from '#src/platform/flash.ts';
import { emptyFormState, type FormState } from '#src/ui/forms/form-state.ts';
import { BUSY_RETRY_AFTER_SECONDS, databaseBusyText, isDatabaseBusy } from '#src/platform/server/db/busy.ts';
import { declaredOver, readText } from '#src/platform/server/http/body.ts';
import { setFlash } from '#src/platform/server/http/flash.ts';
import { fieldErrors } from '#src/platform/server/http/json.ts';
import { consumeLimit, type TokenBucket } from '#src/platform/server/security/rate-limit.ts';
import { fail, type Failure, type Outcome } from '#src/platform/server/failure.ts';

type FormOutcome = Outcome<{ redirectTo: string; flash?: FlashMessage }>;

/** What handlePageForm needs of the page (`Astro`). */
export type FormPage = Pick<AstroGlobal, 'request' | 'cookies' | 'redirect' | 'clientAddress' | 'response'>;

export interface PageFormSpec<T> {
  /** The island's schema (the JSON endpoint validates with the same one). */
  schema: ZodType<T, unknown>;
  /** Fields never sent back into the page (passwords). */
  secret?: readonly string[];
  /** The JSON endpoint's rate limit, so both ways share one budget per address. */
  limit?: TokenBucket;
  act: (data: T) => FormOutcome | Promise<FormOutcome>;
}

/** Longest value echoed back per field; the body limit (100 KB) bounds the total. */
const ECHO_MAX = 5000;

const formTexts = {
  invalid: { title: 'Please check the form', error: 'Some fields need your attention: see the messages below each field.' },
  unreadable: 'The form could not be read. Please try again.',
  tooLarge: {
    title: 'Request too large',
    error: 'The form sent more data than this site accepts. Shorten what you typed and try again.',
  },
  tooMany: 'Too many requests. Please try again later.',
} as const;

export async function handlePageForm<T>(page: FormPage, spec: PageFormSpec<T>): Promise<FormState | Response> {
  const state = emptyFormState();
  if (page.request.method !== 'POST') return state;
  const refuse = (outcome: Failure): FormState => {
    page.response.status = outcome.status;
    if (outcome.retryAfterSeconds !== undefined) page.response.headers.set('Retry-After', String(outcome.retryAfterSeconds));
    state.errors = outcome.errors ?? {};
    state.formError = { title: outcome.title ?? 'Error', error: outcome.error };
    return state;
  };

  const limited = spec.limit ? consumeLimit(page, spec.limit) : null;
  if (limited && !limited.ok) return refuse(fail(429, formTexts.tooMany, { retryAfterSeconds: limited.retryAfterSeconds }));
  const read = await readFields(page.request);
  if (!read.ok) return refuse(read);
  const { raw } = read;
  for (const [key, value] of Object.entries(raw)) {
    if (!spec.secret?.includes(key)) state.values[key] = value.slice(0, ECHO_MAX);
  }

  const parsed = spec.schema.safeParse(raw);
  if (!parsed.success)
    return refuse(
      fail(400, formTexts.invalid.error, { title: formTexts.invalid.title, errors: fieldErrors(parsed.error.issues) }),
    );
  let outcome: FormOutcome;
  try {
    outcome = await spec.act(parsed.data);
  } catch (error) {
    // Another process holds the database's write lock: nothing was saved; the form comes back as typed.
    if (!isDatabaseBusy(error)) throw error;
    return refuse(
      fail(503, databaseBusyText.error, { title: databaseBusyText.title, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }),
    );
  }
  if (!outcome.ok) return refuse(outcome);
  if (outcome.flash) setFlash(page.cookies, outcome.flash);
  return page.redirect(outcome.redirectTo, 303);
}

/**
 * The answer of a page that reads its body without handlePageForm (the newsletter's one-click pages) when the
 * body passes the limit: a small page of its own, as nothing was read to render the form with.
 */
export function bodyTooLargePage(): Response {
  const { title, error } = formTexts.tooLarge;
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title></head><body><main><h1>${title}</h1><p>${error}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  return new Response(html, {
    status: 413,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** The urlencoded body as a record (first value of each name); 413 over the body limit, 400 when it is no form. */
async function readFields(request: Request): Promise<Outcome<{ raw: Record<string, string> }>> {
  const unreadable = fail(400, formTexts.unreadable);
  const tooLarge = fail(413, formTexts.tooLarge.error, { title: formTexts.tooLarge.title });
  if (declaredOver(request)) return tooLarge;
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return unreadable;
  const body = await readText(request);
  if (!body.ok) return body.status === 413 ? tooLarge : unreadable;
  const raw: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body.text)) raw[key] ??= value;
  return { ok: true, raw };
}
