import { describe, expect, it } from 'vitest';
import { SessionCache, sessionTokenFrom } from './session-cache';

describe('SessionCache', () => {
  it('remembers a session for at most the TTL and never past its expiry', () => {
    let now = 0;
    const cache = new SessionCache<string>(5000, 10, () => now);
    cache.set('a', 'session-a', 100_000);
    cache.set('b', 'session-b', 1000);
    now = 999;
    expect(cache.get('a')).toBe('session-a');
    expect(cache.get('b')).toBe('session-b');
    now = 1000;
    expect(cache.get('b')).toBeUndefined();
    now = 5000;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets a session at once on sign-out', () => {
    const cache = new SessionCache<string>(5000);
    cache.set('a', 'x', Date.now() + 10_000);
    cache.forget('a');
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays bounded', () => {
    const cache = new SessionCache<number>(5000, 2, () => 0);
    cache.set('a', 1, 10);
    cache.set('b', 2, 10);
    cache.set('c', 3, 10);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  it('reads the session token from a Cookie header', () => {
    expect(sessionTokenFrom('x=1; carelune.session_token=abc.def%3D; y=2')).toBe('abc.def%3D');
    expect(sessionTokenFrom('__Secure-carelune.session_token=t')).toBe('t');
    expect(sessionTokenFrom('other=1')).toBeUndefined();
    expect(sessionTokenFrom(null)).toBeUndefined();
  });
});
