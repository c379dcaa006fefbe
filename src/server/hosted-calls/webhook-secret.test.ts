import { describe, expect, it } from 'vitest';
import { secretMatches } from './webhook-secret';

describe('the server secret', () => {
  it('matches only itself', () => {
    const secret = 'a-server-secret-of-some-length';
    expect(secretMatches(secret, secret)).toBe(true);
    for (const other of [undefined, '', secret.slice(0, -1), `${secret}x`, secret.toUpperCase()])
      expect(secretMatches(other, secret)).toBe(false);
  });
});
