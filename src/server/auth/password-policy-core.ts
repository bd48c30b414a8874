/** Password policy without the bundled list, so CLI scripts (run by tsx, no Vite) can use it too. */
import { newPasswordField, passwordMessages } from '@/lib/schemas/auth';

/** Builds the lookup from the text of common-passwords.txt (one lower-case password per line). */
export function commonPasswordChecker(text: string): (password: string) => boolean {
  const set = new Set(text.split('\n').filter((line) => line !== ''));
  return (password) => set.has(password.trim().toLowerCase());
}

/** The first problem with a new password, in the spec's words, or null when it is acceptable. */
export function passwordProblem(password: string, isCommon: (password: string) => boolean): string | null {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? passwordMessages.tooShort;
  return isCommon(password) ? passwordMessages.common : null;
}
