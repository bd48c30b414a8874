/** A review use case's refusal as the JSON error answer (with Retry-After when rate limited). */
import { jsonError } from '@/server/http/json';
import type { Outcome } from './reviews';

export function outcomeError(outcome: Extract<Outcome<unknown>, { ok: false }>): Response {
  return jsonError(
    outcome.status,
    outcome.error,
    undefined,
    outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : undefined,
  );
}
