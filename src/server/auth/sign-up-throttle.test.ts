import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignUpThrottle } from './sign-up-throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SignUpThrottle', () => {
  it('lets an address make a few sign-ups, then makes it wait out the window', async () => {
    const throttle = new SignUpThrottle({ perAddress: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) expect(await throttle.attempt('203.0.113.5')).toBe(0);
    expect(await throttle.attempt('203.0.113.5')).toBeGreaterThan(0);
    expect(await throttle.attempt('198.51.100.5')).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(await throttle.attempt('203.0.113.5')).toBe(0);
  });
});
