/**
 * POST /api/forgot-password {email} → 200 { message } for every address; a 1-hour reset link is mailed
 * to real ones. JSON only: /forgot-password without JavaScript posts to its page.
 */
import { resetRequest } from '#src/features/accounts/server/password-reset.ts';
import { linkRequestEndpoint } from '#src/features/accounts/server/link-request.ts';

export const prerender = false;

export const POST = linkRequestEndpoint(resetRequest);
