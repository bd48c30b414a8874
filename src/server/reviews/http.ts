/**
 * One way for the review endpoints to answer: JSON for the API, or — for the same forms posted
 * without JavaScript (isFormPost) — a 303 back to the page with a flash message.
 */
import type { APIContext } from 'astro';
import { errorMessage, isFormPost } from '@/server/auth/body';
import { setFlash } from '@/server/auth/flash';
import { json, jsonError } from '@/server/http/json';
import type { Outcome } from './reviews';

export function outcomeError(outcome: Extract<Outcome<unknown>, { ok: false }>): Response {
  return jsonError(
    outcome.status,
    outcome.error,
    undefined,
    outcome.retryAfter ? { 'Retry-After': String(outcome.retryAfter) } : undefined,
  );
}

export async function answer(
  context: APIContext,
  result: Response | { status: number; body: unknown },
  { back, success }: { back: string; success: string },
): Promise<Response> {
  if (!isFormPost(context.request)) return result instanceof Response ? result : json(result.body, { status: result.status });
  if (result instanceof Response) {
    setFlash(context.cookies, { title: 'Error', description: await errorMessage(result), variant: 'destructive' });
  } else {
    setFlash(context.cookies, { title: 'Thank you', description: success });
  }
  return context.redirect(back, 303);
}
