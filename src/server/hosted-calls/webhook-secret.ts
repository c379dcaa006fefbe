import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the header holds the server secret, compared in constant time (whatever either's length). */
export function secretMatches(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), digest(secret)) && given.length === secret.length;
}
