// The local-account password rule, shared by the sign-up form (which explains it) and the server (which enforces
// it, adding the common-password check the browser does not download).

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON =
  'This password is too common or too easy to guess. Try a few unrelated words together.';
export const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words work well.`;

/** What is wrong with a new password's length, if anything. */
export function passwordLengthProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
}
