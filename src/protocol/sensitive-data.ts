// What must never leave the process in a log line or an error report: what a patient said, a report made of it,
// and credentials. The server's logger and both sides' error reporting redact these keys.

/** Keys whose value is what a patient said or a report made of it: never written, at any of the first levels. */
export const PATIENT_KEYS = [
  'text',
  'transcript',
  'content',
  'message',
  'messages',
  'utterance',
  'said',
  'body',
  'query',
  'params',
  'report',
  'symptoms',
  'issue',
  'timeOfInjury',
  'prescribedSolution',
  'followUpRecommendation',
  'redFlags',
  'conditions',
  'medicines',
  'allergies',
];
/** Keys whose value is a credential. */
export const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'privateKey',
  'publicKey',
];

export const REDACTED = '[redacted]';

/** A message with its quoted text removed: parsers and drivers echo their input in quotes. */
export function withoutQuotedText(message: string): string {
  return message.replace(/"[^"]*"?|'[^']*'?|`[^`]*`?/g, '"…"');
}
