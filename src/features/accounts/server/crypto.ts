/** Token primitives from the Lucia guide: 20 random bytes as lower-case base32, stored only as SHA-256 hex. */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

const TOKEN_BYTES = 20;
/** 20 bytes → 32 base32 characters; anything else is not a token we issued. */
const TOKEN_PATTERN = /^[a-z2-7]{32}$/;

export function generateToken(): string {
  const bytes = new Uint8Array(TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}
