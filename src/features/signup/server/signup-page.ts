/**
 * Everything /business-signup (and /list-your-business) needs: the claim dropdown, the pre-filled
 * values, the confirmation after a submission, and the no-JavaScript form post through the site's one
 * form mechanism (handlePageForm: the island's schema, re-rendered with the errors, or redirected like
 * the island would be).
 */
import { loadAudience } from '#src/features/payments/server/audience.ts';
import type { Audience } from '#src/features/payments/audience.ts';
import type { AstroGlobal } from 'astro';
import { categoryLabel } from '#src/features/directory/categories.ts';
import { signupSchemaFor } from '#src/features/claims/claims.schema.ts';
import {
  emptySignupValues,
  signupFieldNames,
  type ClaimOption,
  type ClaimPrefill,
  type SignupValues,
} from '#src/features/signup/signup-form.ts';
import { z } from 'zod';
import type { FormState } from '#src/ui/forms/form-state.ts';
import { findBusinessById, listClaimableBusinesses } from '#src/features/listings/server/owner-businesses.queries.ts';
import { handlePageForm, type PageFormSpec } from '#src/platform/server/forms/page-form.ts';
import { premiumCheckoutAvailable } from '#src/features/payments/server/config.ts';
import { clientIp, limits } from '#src/platform/server/security/rate-limit.ts';
import { submissionLimit } from '#src/features/listings/server/limits.ts';
import { submitSignup } from './signup.ts';
import { claimCodeAddress } from '#src/features/claims/server/views.ts';
import { toOwnerBusiness, type OwnerBusiness } from '#src/features/listings/server/views.ts';

export interface SignupPageState {
  action: string;
  values: SignupValues;
  errors: Record<string, string[]>;
  formError: { title: string; error: string } | null;
  signedInAs: string | null;
  verified: boolean;
  claimOptions: ClaimOption[];
  prefill: ClaimPrefill | null;
  confirmation: { business: OwnerBusiness } | null;
  /** After an anonymous signup that did not sign in: "check your email". */
  checkEmail: boolean;
  /** False on a public deployment without Stripe keys: the form offers the free plan only. */
  premiumAvailable: boolean;
  /** The site's own audience, shown on the plan card (src/features/payments/server/audience.ts). */
  audience: Audience;
}

type Page = Pick<AstroGlobal, 'request' | 'url' | 'locals' | 'cookies' | 'redirect' | 'clientAddress' | 'response'>;

/** Claimable listings offered in the dropdown; beyond this many, people find theirs by name in the directory first. */
const CLAIM_OPTIONS_MAX = 500;

function prefillFor(id: number): ClaimPrefill | null {
  const b = findBusinessById({ id });
  if (!b || !b.approved || b.ownerId !== null) return null;
  return {
    businessId: String(b.id),
    name: b.name,
    category: b.category,
    phone: b.phone ?? '',
    codeTo: claimCodeAddress(b) ?? '',
    website: b.website ?? '',
    address: b.address ?? '',
    description: b.description,
  };
}

/** The claim address is where a claim code goes, never the account or business e-mail fields. */
const listingValues = ({ codeTo: _codeTo, ...rest }: ClaimPrefill) => rest;

export async function loadSignupPage(page: Page): Promise<SignupPageState | Response> {
  const user = page.locals.user;
  const state: SignupPageState = {
    action: page.url.pathname,
    values: emptySignupValues(),
    errors: {},
    formError: null,
    signedInAs: user ? user.email : null,
    verified: !!user?.emailVerifiedAt,
    claimOptions: listClaimableBusinesses({ limit: CLAIM_OPTIONS_MAX }).map((b) => ({
      id: b.id,
      name: b.name,
      categoryLabel: categoryLabel(b.category),
      codeTo: claimCodeAddress(b),
    })),
    prefill: null,
    confirmation: null,
    checkEmail: false,
    premiumAvailable: premiumCheckoutAvailable(),
    audience: loadAudience(),
  };

  let signedInNow = false;
  const form = await handlePageForm(
    page,
    signupForm(page, () => (signedInNow = true)),
  );
  if (form instanceof Response) return form;
  if (page.request.method === 'POST') return refusedState(state, form, signedInNow);

  const params = page.url.searchParams;
  const submitted = Number(params.get('submitted'));
  if (user && Number.isSafeInteger(submitted) && submitted > 0) {
    const business = findBusinessById({ id: submitted });
    if (business && business.ownerId === user.id) {
      state.confirmation = { business: toOwnerBusiness(business) };
    }
  }
  state.checkEmail = !user && params.get('sent') === '1';
  if (params.get('mode') === 'claim') {
    state.values.mode = 'claim';
    const id = Number(params.get('businessId'));
    state.prefill = Number.isSafeInteger(id) && id > 0 ? prefillFor(id) : null;
    if (state.prefill) Object.assign(state.values, listingValues(state.prefill));
  }
  for (const key of ['plan', 'subscriptionType'] as const) {
    const value = params.get(key);
    if (value && ['premium', 'free', 'monthly', 'yearly'].includes(value)) state.values[key] = value;
  }
  if (!state.premiumAvailable) state.values.plan = 'free';
  return state;
}

/** The listing's own name and category in claim mode, whatever was posted. */
function withClaimedListing(raw: Record<string, unknown>): Record<string, unknown> {
  if (raw.mode !== 'claim') return raw;
  const id = Number(raw.businessId);
  const prefill = Number.isSafeInteger(id) && id > 0 ? prefillFor(id) : null;
  return prefill ? { ...raw, name: prefill.name, category: prefill.category } : raw;
}

type SignupPost = Parameters<typeof submitSignup>[0];

/** The island's schema for the mode posted (signupSchemaFor), as one schema for handlePageForm. */
const signupPostSchema = (signedIn: boolean) =>
  z.unknown().transform((raw, ctx): SignupPost => {
    const fields = withClaimedListing((raw ?? {}) as Record<string, unknown>);
    const parsed = signupSchemaFor(fields, signedIn).safeParse(fields);
    if (parsed.success) return parsed.data;
    for (const { path, message } of parsed.error.issues) ctx.addIssue({ code: 'custom', path, message });
    return z.NEVER;
  });

/** The no-JavaScript post: the same schema, limits and use case as POST /api/business-signup. */
function signupForm(page: Page, onSignedIn: () => void): PageFormSpec<SignupPost> {
  const user = page.locals.user;
  return {
    schema: signupPostSchema(!!user),
    limit: user ? submissionLimit : limits.register,
    secret: ['password', 'confirmPassword'],
    act: async (data) => {
      const outcome = await submitSignup(data, { user, cookies: page.cookies, ip: clientIp(page) });
      if (outcome.ok)
        return { ok: true, redirectTo: outcome.redirectTo, flash: { title: outcome.title, description: outcome.message } };
      if (outcome.signedIn && !user) onSignedIn();
      return { ok: false, status: outcome.status, title: outcome.title, error: outcome.error, errors: outcome.errors };
    },
  };
}

/** A refused post: the page again with what was typed (never the passwords) and the messages. */
function refusedState(state: SignupPageState, form: FormState, signedInNow: boolean): SignupPageState {
  const typed = withClaimedListing(form.values) as Record<string, string>;
  for (const key of signupFieldNames) if (typed[key] !== undefined) state.values[key] = typed[key];
  if (state.values.mode === 'claim') {
    const id = Number(state.values.businessId);
    state.prefill = Number.isSafeInteger(id) && id > 0 ? prefillFor(id) : null;
  }
  state.errors = form.errors;
  state.formError = form.formError;
  if (signedInNow) state.signedInAs = state.values.email;
  return state;
}
