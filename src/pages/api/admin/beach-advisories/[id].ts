/** DELETE /api/admin/beach-advisories/{id} (admin only): takes an advisory off /beach at once. */
import { adminItemRoute } from '#src/features/admin/server/item-route.ts';
import { advisoryText } from '#src/features/beach/beach-advisory.schema.ts';
import { removeAdvisory } from '#src/features/beach/server/advisories.ts';
import { json, jsonError } from '#src/platform/server/http/json.ts';

export const prerender = false;

export const DELETE = adminItemRoute('beach advisory', ({ id, audit }) => {
  const result = removeAdvisory(id, audit);
  return result.ok ? json({ message: advisoryText.deleted }) : jsonError(result);
});
