/**
 * The new-password policy: the spec's length rule, then zxcvbn's estimate with its common-password,
 * English-word and keyboard dictionaries. A password an attacker would guess within 10^8 tries (score
 * below 3: common passwords, words with digits, seasons with years) is "too common".
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { newPasswordField, passwordMessages } from '#src/features/accounts/auth.schema.ts';

const MIN_SCORE = 3;
// zxcvbn's matching grows steeply with length and leet substitutions, so a long leet string could tie up
// the CPU: estimating the first 32 characters with at most 4 substitutions keeps every check cheap and
// gives the same verdicts; a 32-character prefix that is hard to guess makes the whole password so.
const ESTIMATE = { maxLength: 32, l33tMaxSubstitutions: 4 };

let estimator: ZxcvbnFactory | undefined;

function strength(password: string): number {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    ...ESTIMATE,
  });
  return estimator.check(password.trim()).score;
}

export const isCommonPassword = (password: string): boolean => strength(password) < MIN_SCORE;

/** The first problem with a new password, in the spec's words, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? passwordMessages.tooShort;
  return isCommonPassword(password) ? passwordMessages.common : null;
}
