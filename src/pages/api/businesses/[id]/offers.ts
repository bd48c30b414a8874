/**
 * POST /api/businesses/{id}/offers {title, details, startsAt, endsAt, code?} → 201 {offer}: the owner of an approved
 * listing with active premium publishes an offer (403 for a free or lapsed listing). startsAt and endsAt are RFC 3339
 * instants or Central-time wall clock 'YYYY-MM-DDTHH:MM'. The dashboard's offers page is the no-JS form.
 */
import { site } from '#src/config/site.ts';
import { offerSchema } from '#src/features/offers/offer.schema.ts';
import { userItemUpdate } from '#src/platform/server/http/user-item-route.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';
import { createOffer } from '#src/features/offers/server/offers.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';

export const prerender = false;

export const POST = userItemUpdate('business', offerSchema(site.timeZone), ({ user, id, body, context }) => {
  const result = createOffer(user, id, body, { ip: clientIp(context) });
  return result.ok ? json({ offer: result.offer }, { status: 201 }) : jsonError(result);
});
