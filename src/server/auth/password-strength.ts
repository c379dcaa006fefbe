import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_TOO_COMMON, passwordLengthProblem } from '../../domain/password-rule';

/**
 * zxcvbn's score 2 and up: not in, nor a near variant of, its list of common passwords, and not a plain repeat,
 * sequence or keyboard walk (estimated above 10^8 guesses). With sign-in throttling that leaves online guessing
 * hopeless, while passphrases of ordinary words pass.
 */
const MIN_SCORE = 2;

/**
 * zxcvbn runs on the event loop and takes 30-150 ms on a 128-character input; what it has to say is settled well
 * before 64 characters, so only those are checked. A weak start is refused however long the rest.
 */
export const CHECKED_CHARACTERS = 64;

// Built once: the dictionaries ship inside the package (nothing is fetched); building takes ~50 ms.
let estimator: ZxcvbnFactory | undefined;

/** What is wrong with a new password, in words for the sign-up form; undefined when it is fine. */
export function passwordProblem(password: string, userInputs: string[] = []): string | undefined {
  const length = passwordLengthProblem(password);
  if (length) return length;
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password.slice(0, CHECKED_CHARACTERS), userInputs).score < MIN_SCORE
    ? PASSWORD_TOO_COMMON
    : undefined;
}
