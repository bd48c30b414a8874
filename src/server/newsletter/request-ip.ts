/** The client address for rate limiting: the socket peer, or the first X-Forwarded-For hop behind a trusted proxy. */
import type { APIContext } from 'astro';
import { env } from '@/server/env';

export function requestIp(context: Pick<APIContext, 'request' | 'clientAddress'>): string {
  if (env.trustProxy) {
    const forwarded = context.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}
