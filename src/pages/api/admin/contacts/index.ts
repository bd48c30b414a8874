/**
 * GET /api/admin/contacts: contact messages, newest first, without their bodies (admin only). Optional
 * `status` (all|unread|read), `q` (name, e-mail or subject), `page` + `limit` or `limit` + `offset`
 * (see src/features/admin/server/list-params.ts); always X-Total-Count.
 */
import { adminListEndpoint } from '#src/features/admin/server/list-pages.ts';

export const prerender = false;

export const GET = adminListEndpoint('contacts');
