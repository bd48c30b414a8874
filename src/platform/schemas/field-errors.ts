/**
 * Zod issues in the API's `errors` shape, `{ field: [messages] }`, keyed by the top-level path (`_` for the
 * whole body): the one implementation for islands (instant feedback) and endpoints (their 400 answers).
 */
import type { ZodError, core } from 'zod';

export type FieldErrors = Record<string, string[]>;

type Issue = Pick<core.$ZodIssue, 'path' | 'message'>;

/** From a failed parse's error, or from its issues. */
export function fieldErrors(from: ZodError | readonly Issue[]): FieldErrors {
  const issues: readonly Issue[] = 'issues' in from ? from.issues : from;
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
