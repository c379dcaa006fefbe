/**
 * A few seconds of memory for valid sessions, so the hot path (every page load and API call checks the session)
 * does not hit the database each time. Sign-out on this server forgets the session at once; a session revoked
 * through another server stops working here within `ttlMs` (see docs/decisions/004-session-cache.md).
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: T, expiresAt: number) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { value, until: Math.min(this.now() + this.ttlMs, expiresAt) });
  }

  forget(token: string) {
    this.entries.delete(token);
  }
}

export const SESSION_COOKIE = 'carelune.session_token';

/** The session cookie's value from a Cookie header, or undefined. */
export function sessionTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE || name === `__Secure-${SESSION_COOKIE}`) return rest.join('=') || undefined;
  }
  return undefined;
}
