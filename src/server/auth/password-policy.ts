/** Server-side password policy: the shared length rules plus a shipped list of common passwords. */
import { newPasswordField, passwordMessages } from '@/lib/schemas/auth';
import list from './common-passwords.txt?raw';

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(list.split('\n').filter((line) => line !== ''));
  return common.has(password.trim().toLowerCase());
}

/** The first problem with a new password, in the spec's words, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? passwordMessages.tooShort;
  return isCommonPassword(password) ? passwordMessages.common : null;
}
