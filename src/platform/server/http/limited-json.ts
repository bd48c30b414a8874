/**
 * The opening of every rate-limited JSON endpoint: spend the caller's token first (a flood is
 * refused before its body is read), then read and validate the body with `readJson`.
 */
import type { APIContext } from 'astro';
import type { ZodType } from 'zod';
import { limitRequest, type TokenBucket } from '#src/platform/server/security/rate-limit.ts';
import { readJson, type ParseResult } from './json.ts';

export async function readLimitedJson<T>(
  context: Pick<APIContext, 'clientAddress' | 'request'>,
  bucket: TokenBucket,
  schema: ZodType<T, unknown>,
): Promise<ParseResult<T>> {
  const limited = limitRequest(context, bucket);
  if (limited) return { ok: false, response: limited };
  return readJson(context.request, schema);
}
