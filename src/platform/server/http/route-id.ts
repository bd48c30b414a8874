/** Small helpers shared by the owner and admin endpoints. */
import type { APIContext } from 'astro';
import { jsonError, parseId } from './json.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

/** The numeric `{id}` route parameter, or the 400 answer to send. */
export function routeId(context: Pick<APIContext, 'params'>, what: string): number | Response {
  const id = parseId(context.params.id);
  return id === null ? jsonError(400, `Invalid ${what} id`) : id;
}

export const auditOf = (context: Pick<APIContext, 'request' | 'clientAddress'>, actorId: number) => ({
  actorId,
  ip: clientIp(context),
});
