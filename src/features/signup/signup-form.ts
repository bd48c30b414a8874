/** The signup form's field values as the island and the page exchange them (all strings, like a form). Browser-safe. */
export const signupFieldNames = [
  'mode',
  'businessId',
  'plan',
  'subscriptionType',
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'name',
  'description',
  'address',
  'phone',
  'website',
  'businessEmail',
  'category',
  'method',
  'evidence',
] as const;

type SignupField = (typeof signupFieldNames)[number];
export type SignupValues = Record<SignupField, string>;

export const emptySignupValues = (): SignupValues => ({
  mode: 'new',
  businessId: '',
  plan: 'premium',
  subscriptionType: 'monthly',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  description: '',
  address: '',
  phone: '',
  website: '',
  businessEmail: '',
  category: '',
  method: 'email',
  evidence: '',
});

/** A listing the claim dropdown offers ('name - category'). */
export interface ClaimOption {
  id: number;
  name: string;
  categoryLabel: string;
  /** Where a claim code would go, as shown (null: review only), see claimCodeAddress. */
  codeTo: string | null;
}

/** What claim mode pre-fills from the chosen listing. */
export interface ClaimPrefill {
  businessId: string;
  name: string;
  category: string;
  phone: string;
  /** Where a claim code would go, as shown ('' : review only); never copied into the form. */
  codeTo: string;
  website: string;
  address: string;
  description: string;
}

/** Under every "Business e-mail (shown publicly)" field. */
export const businessEmailHint = 'Optional. Shown on your listing; your login e-mail is never published.';

/**
 * What "Continue to Payment" does next, said beside the button: a new account confirms its e-mail before
 * anything is paid, and the confirmation link leads straight to the payment page for this listing.
 */
export const premiumNextSteps = {
  newAccount:
    'Next: we create your account and email you a link. Confirm your email with it and you go straight to the payment page for this listing. Nothing is charged before you pay there.',
  signedIn: 'Next: the payment page for this listing. Nothing is charged before you pay there.',
} as const;
