import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInThrottle } from './sign-in-throttle';

const limits = { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 8000, perAddress: 100, windowMs: 60_000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SignInThrottle', () => {
  it('lets the first few wrong passwords through, then makes each further try wait longer', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 3; i++) {
      expect(await throttle.retryAfterMs('a@example.com', '203.0.113.1')).toBe(0);
      await throttle.recordFailure('a@example.com', '203.0.113.1');
    }
    expect(await throttle.retryAfterMs('a@example.com', '203.0.113.1')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      await throttle.recordFailure('a@example.com', '203.0.113.1');
      const wait = await throttle.retryAfterMs('a@example.com', '203.0.113.1');
      waits.push(wait);
      vi.advanceTimersByTime(wait);
      expect(await throttle.retryAfterMs('a@example.com', '203.0.113.1')).toBe(0);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('keeps the owner at another address free to sign in', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 10; i++) await throttle.recordFailure('owner@example.com', '198.51.100.1');
    expect(await throttle.retryAfterMs('owner@example.com', '198.51.100.1')).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('owner@example.com', '192.0.2.7')).toBe(0);
  });

  it('treats the email without regard to case or surrounding spaces', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 4; i++) await throttle.recordFailure('Owner@Example.com ', '198.51.100.1');
    expect(await throttle.retryAfterMs('owner@example.com', '198.51.100.1')).toBeGreaterThan(0);
  });

  it('forgets the failures after the right password', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 4; i++) await throttle.recordFailure('k@example.com', '203.0.113.1');
    await throttle.recordSuccess('k@example.com', '203.0.113.1');
    expect(await throttle.retryAfterMs('k@example.com', '203.0.113.1')).toBe(0);
    await throttle.recordFailure('k@example.com', '203.0.113.1');
    expect(await throttle.retryAfterMs('k@example.com', '203.0.113.1')).toBe(0);
  });

  it('stops one address guessing many emails until its window has passed', async () => {
    const throttle = new SignInThrottle({ ...limits, perAddress: 5 });
    for (let i = 0; i < 5; i++) await throttle.recordFailure(`p${i}@example.com`, '203.0.113.9');
    expect(await throttle.retryAfterMs('fresh@example.com', '203.0.113.9')).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('fresh@example.com', '203.0.113.10')).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(await throttle.retryAfterMs('fresh@example.com', '203.0.113.9')).toBe(0);
  });
});
