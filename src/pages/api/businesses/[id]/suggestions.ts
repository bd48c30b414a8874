/**
 * POST /api/businesses/{id}/suggestions {field, value, note?, email?} (anyone) → 202 {suggestion: {id, status}}:
 * a suggested edit of a published listing, waiting for its owner or an admin; the listing is unchanged until then.
 * The suggest page's form without JavaScript posts to its own page (src/features/suggestions/server/submit.ts).
 */
import type { APIRoute } from 'astro';
import { suggestionSchema } from '#src/features/suggestions/suggestion.schema.ts';
import { json, jsonError, parseId } from '#src/platform/server/http/json.ts';
import { readLimitedJson } from '#src/platform/server/http/limited-json.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { findSuggestableListing, submitSuggestion } from '#src/features/suggestions/server/submit.ts';
import { suggestionLimit } from '#src/features/suggestions/server/limits.ts';

export const prerender = false;

export const POST: APIRoute = async (context) => {
  if (parseId(context.params.id) === null) return jsonError(400, 'Invalid business id');
  const body = await readLimitedJson(context, suggestionLimit, suggestionSchema);
  if (!body.ok) return body.response;
  const listing = findSuggestableListing(context.params.id);
  if (!listing) return jsonError(404, 'Business not found');
  const done = submitSuggestion(listing, body.data, clientIp(context));
  return done.ok ? json({ suggestion: done.suggestion }, { status: 202 }) : jsonError(done);
};
