/**
 * Everything /business-signup (and /list-your-business) needs: the claim dropdown, the pre-filled
 * values, the confirmation after a submission, and the no-JavaScript form post (validated by the same
 * schema as the island, re-rendered with the errors, or redirected like the island would be).
 */
import type { AstroGlobal } from 'astro';
import { categoryLabel } from '@/lib/categories';
import { signupSchemaFor } from '@/lib/schemas/claims';
import { emptySignupValues, signupFieldNames, type ClaimOption, type ClaimPrefill, type SignupValues } from '@/lib/signup-form';
import { errorMessage, isFormPost } from '@/server/auth/body';
import { setFlash } from '@/server/auth/flash';
import { findBusinessById, listClaimableBusinesses } from '@/server/db/queries/owner-businesses';
import { fieldErrors, MAX_JSON_BODY_BYTES } from '@/server/http/json';
import { premiumCheckoutAvailable } from '@/server/payments/config';
import { clientIp, limitRequest, limits } from '@/server/security/rate-limit';
import { submissionLimit } from '@/server/owners/limits';
import { submitSignup } from './signup';
import { toOwnerBusiness, type OwnerBusiness } from './views';

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
  /** After an anonymous signup that did not sign in: "check your email" (issue 12 F7). */
  checkEmail: boolean;
  /** False on a public deployment without Stripe keys (DESIGN §2.18): the form offers the free plan only. */
  premiumAvailable: boolean;
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
    email: b.email ?? '',
    website: b.website ?? '',
    address: b.address ?? '',
    description: b.description,
  };
}

/** The listing's own e-mail is where a claim code goes, never the account e-mail field. */
const listingValues = ({ email: _emailOnFile, ...rest }: ClaimPrefill) => rest;

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
    })),
    prefill: null,
    confirmation: null,
    checkEmail: false,
    premiumAvailable: premiumCheckoutAvailable(),
  };

  if (page.request.method === 'POST') return handlePost(page, state);

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

async function readFormFields(request: Request): Promise<Record<string, string> | null> {
  if (!isFormPost(request) || Number(request.headers.get('content-length') ?? '0') > MAX_JSON_BODY_BYTES) return null;
  try {
    const text = await request.text();
    if (text.length > MAX_JSON_BODY_BYTES) return null;
    const raw: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) raw[key] ??= value;
    return raw;
  } catch {
    return null;
  }
}

async function handlePost(page: Page, state: SignupPageState): Promise<SignupPageState | Response> {
  const user = page.locals.user;
  const fail = (status: number, title: string, error: string) => {
    page.response.status = status;
    state.formError = { title, error };
    return state;
  };
  const limited = limitRequest(page, user ? submissionLimit : limits.register);
  if (limited) return fail(429, 'Error', await errorMessage(limited));
  const raw = await readFormFields(page.request);
  if (!raw) return fail(400, 'Error', 'The form could not be read. Please try again.');

  // Keep what was typed (never the passwords) so the re-rendered form is not empty.
  for (const key of signupFieldNames) {
    if (key !== 'password' && key !== 'confirmPassword' && raw[key] !== undefined) state.values[key] = raw[key]!.slice(0, 5000);
  }
  if (state.values.mode === 'claim') {
    const id = Number(state.values.businessId);
    state.prefill = Number.isSafeInteger(id) && id > 0 ? prefillFor(id) : null;
    // Name and category are the listing's own in claim mode, whatever was posted.
    if (state.prefill) Object.assign(raw, { name: state.prefill.name, category: state.prefill.category });
    if (state.prefill) Object.assign(state.values, { name: state.prefill.name, category: state.prefill.category });
  }

  const parsed = signupSchemaFor(raw, !!user).safeParse(raw);
  if (!parsed.success) {
    state.errors = fieldErrors(parsed.error.issues);
    return fail(400, 'Please check the form', 'Some fields need your attention: see the messages below each field.');
  }
  const outcome = await submitSignup(parsed.data, { user, cookies: page.cookies, ip: clientIp(page) });
  if (!outcome.ok) {
    state.errors = outcome.errors ?? {};
    if (outcome.signedIn && !user) state.signedInAs = state.values.email;
    return fail(outcome.status, outcome.title, outcome.error);
  }
  setFlash(page.cookies, { title: outcome.title, description: outcome.message });
  return page.redirect(outcome.redirectTo, 303);
}
