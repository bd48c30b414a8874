/**
 * POST /api/resend-verification {email} → 200 { message }, the same for every address. JSON only:
 * the verification page's "send a new link" form posts to /verify-email?form=resend.
 */
import { verificationLinkRequest } from '@/server/auth/email-verification';
import { linkRequestEndpoint } from '@/server/auth/link-request';

export const prerender = false;

export const POST = linkRequestEndpoint(verificationLinkRequest);
