/**
 * Newsletter sign-up. Every valid request gets the same answer whether the address is new,
 * already subscribed or returning, so the endpoint reveals nothing about who subscribes.
 * New and returning subscribers get a confirmation e-mail with an unsubscribe link.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import {
  resubscribeNewsletterByToken,
  unsubscribeNewsletterByToken,
  upsertNewsletterSubscriber,
} from '@/server/db/queries/newsletter';
import { queueMail } from '@/server/mail';
import { confirmationEmail } from './email';

const SUBSCRIBED_MESSAGE = "You've been subscribed to our newsletter.";

const hashToken = (token: string): string => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));

function newToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** `email` is already validated, trimmed and lower-cased (see schema.ts). */
export function subscribeToNewsletter({ email }: { email: string }): { message: string } {
  const token = newToken();
  upsertNewsletterSubscriber({
    email,
    tokenHash: hashToken(token),
    onSubscribed: () => queueMail({ to: email, ...confirmationEmail({ token }) }),
  });
  return { message: SUBSCRIBED_MESSAGE };
}

const isToken = (token: string) => /^[a-z2-7]{16,64}$/.test(token);

export function unsubscribeFromNewsletter({ token }: { token: string }): { email: string } | undefined {
  const email = isToken(token) ? unsubscribeNewsletterByToken({ tokenHash: hashToken(token) }) : undefined;
  return email ? { email } : undefined;
}

export function resubscribeWithToken({ token }: { token: string }): { email: string } | undefined {
  const email = isToken(token) ? resubscribeNewsletterByToken({ tokenHash: hashToken(token) }) : undefined;
  return email ? { email } : undefined;
}
