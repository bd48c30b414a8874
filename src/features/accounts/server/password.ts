/** Argon2id password hashing with the OWASP minimum parameters. */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is a const enum, which isolatedModules cannot inline; 2 is its value.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash is a failed login, not a 500
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Burns the same Argon2 work as a real check, so "no such account" answers as slowly as
 * "wrong password" and response timing does not reveal which e-mails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-equalisation');
  await verifyPassword(await dummyHash, password);
  return false;
}
