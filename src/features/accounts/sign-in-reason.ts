/**
 * Why someone is asked to sign in or to make an account, read from where it returns to (`next`, already checked by
 * safeNext): /login and /register word their lead for it.
 */
export type SignInReason = 'review' | 'event' | 'account';

export function signInReason(next: string | null): SignInReason | null {
  if (!next) return null;
  if (/^\/business\/[^/?#]+(\/review\b|[?#].*reviews)/.test(next)) return 'review';
  if (/^\/events\/submit(?=$|[/?#])/.test(next)) return 'event';
  if (/^\/account(?=$|[/?#])/.test(next)) return 'account';
  return null;
}
