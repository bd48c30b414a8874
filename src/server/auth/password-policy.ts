/** The password policy with the shipped common-password list bundled in (server and tests). */
import list from './common-passwords.txt?raw';
import { commonPasswordChecker, passwordProblem as problemWith } from './password-policy-core';

let check: ((password: string) => boolean) | undefined;

export function isCommonPassword(password: string): boolean {
  check ??= commonPasswordChecker(list);
  return check(password);
}

export function passwordProblem(password: string): string | null {
  return problemWith(password, isCommonPassword);
}
