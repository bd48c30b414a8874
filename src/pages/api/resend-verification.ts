/**
 * POST /api/resend-verification {email} → 200 { message }, the same for every address. JSON only:
 * the verification page's "send a new link" form posts to /verify-email?form=resend.
 */
import { verificationLinkRequest } from '#src/features/accounts/server/email-verification.ts';
import { linkRequestEndpoint } from '#src/features/accounts/server/link-request.ts';

export const prerender = false;

export const POST = linkRequestEndpoint(verificationLinkRequest);
