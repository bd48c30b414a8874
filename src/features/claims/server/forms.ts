/**
 * The claim page's two forms without JavaScript (src/platform/server/forms/page-form.ts): the 6-digit code and
 * "Send a New Code". Both post to /claims/{id} (`?form=resend` for the second) and run the same use
 * cases as POST /api/claims/{id}/verify and /resend; a refusal shows the page again with the code typed.
 */
import type { APIContext } from 'astro';
import { z } from 'zod';
import { claimCodeSchema } from '#src/features/claims/claims.schema.ts';
import { handlePageForm, type FormPage, type PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';
import { claimPath } from './emails.ts';
import { claimPageTexts } from './page.ts';
import { resendClaimCode, verifyClaimCode, type ClaimResult } from './claims.ts';

type Claimant = Parameters<typeof verifyClaimCode>[0];

const answer = (id: number, result: ClaimResult, success: { title: string; description: string }) =>
  result.ok
    ? ({ ok: true, redirectTo: claimPath(id), flash: success } as const)
    : ({ ok: false, status: result.status, title: claimPageTexts.failureTitle, error: result.error } as const);

const verifyForm = (
  page: Pick<APIContext, 'clientAddress'>,
  claimant: Claimant,
  id: number,
): PageFormSpec<z.infer<typeof claimCodeSchema>> => ({
  schema: claimCodeSchema,
  limit: limits.claimCode,
  act: ({ code }) => answer(id, verifyClaimCode(claimant, id, code, clientIp(page)), claimPageTexts.approved),
});

const resendForm = (claimant: Claimant, id: number): PageFormSpec<object> => ({
  schema: z.object({}),
  limit: limits.claimCode,
  act: () => answer(id, resendClaimCode(claimant, id), claimPageTexts.resent),
});

/** Which form was posted: "Send a New Code" says so in its action (`?form=resend`). */
export function handleClaimPageForm(page: FormPage & Pick<APIContext, 'url'>, claimant: Claimant, id: number) {
  return page.url.searchParams.get('form') === 'resend'
    ? handlePageForm(page, resendForm(claimant, id))
    : handlePageForm(page, verifyForm(page, claimant, id));
}
