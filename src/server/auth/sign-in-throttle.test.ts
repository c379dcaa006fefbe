import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInThrottle } from './sign-in-throttle';

const limits = { freeFailures: 3, firstDelayMs: 1000, maxDelayMs: 8000, perAddress: 100, windowMs: 60_000 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** One try with a wrong password: 0 when it was let through (and failed), else the wait asked for. */
async function wrongPassword(throttle: SignInThrottle, email: string, address: string): Promise<number> {
  const wait = await throttle.begin(email, address);
  if (wait === 0) await throttle.finish(email, address, 'wrong-password');
  return wait;
}

describe('SignInThrottle', () => {
  it('lets the first few wrong passwords through, then makes each further try wait longer', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 3; i++) expect(await wrongPassword(throttle, 'a@example.com', '203.0.113.1')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect(await wrongPassword(throttle, 'a@example.com', '203.0.113.1')).toBe(0);
      const wait = await throttle.begin('a@example.com', '203.0.113.1');
      waits.push(wait);
      vi.advanceTimersByTime(wait);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('remembers failures from the latest one, so long waits do not give the free tries back', async () => {
    // Failures are remembered for 60 s here; twelve waits add up to far more than that.
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 3; i++) await wrongPassword(throttle, 'a@example.com', '203.0.113.1');
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      expect(await wrongPassword(throttle, 'a@example.com', '203.0.113.1')).toBe(0);
      const wait = await throttle.begin('a@example.com', '203.0.113.1');
      waits.push(wait);
      vi.advanceTimersByTime(wait);
    }
    expect(waits).toEqual([1000, 2000, 4000, ...Array<number>(9).fill(8000)]);
  });

  it('keeps the owner at another address free to sign in', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 10; i++) await wrongPassword(throttle, 'owner@example.com', '198.51.100.1');
    expect(await throttle.begin('owner@example.com', '198.51.100.1')).toBeGreaterThan(0);
    expect(await throttle.begin('owner@example.com', '192.0.2.7')).toBe(0);
  });

  it('treats the email without regard to case or surrounding spaces', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 4; i++) await wrongPassword(throttle, 'Owner@Example.com ', '198.51.100.1');
    expect(await throttle.begin('owner@example.com', '198.51.100.1')).toBeGreaterThan(0);
  });

  it('forgets the failures after the right password', async () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 4; i++) await wrongPassword(throttle, 'k@example.com', '203.0.113.1');
    vi.advanceTimersByTime(await throttle.begin('k@example.com', '203.0.113.1'));
    expect(await throttle.begin('k@example.com', '203.0.113.1')).toBe(0);
    await throttle.finish('k@example.com', '203.0.113.1', 'signed-in');
    expect(await wrongPassword(throttle, 'k@example.com', '203.0.113.1')).toBe(0);
    expect(await throttle.begin('k@example.com', '203.0.113.1')).toBe(0);
  });

  it('stops one address guessing many emails until its window has passed', async () => {
    const throttle = new SignInThrottle({ ...limits, perAddress: 5 });
    for (let i = 0; i < 5; i++)
      expect(await wrongPassword(throttle, `p${i}@example.com`, '203.0.113.9')).toBe(0);
    expect(await throttle.begin('fresh@example.com', '203.0.113.9')).toBeGreaterThan(0);
    expect(await throttle.begin('fresh@example.com', '203.0.113.10')).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(await throttle.begin('fresh@example.com', '203.0.113.9')).toBe(0);
  });

  it('lets only one attempt for an email and address be checked at a time', async () => {
    const throttle = new SignInThrottle(limits);
    const waits = await Promise.all(
      Array.from({ length: 10 }, () => throttle.begin('a@example.com', '203.0.113.1')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(1);
    await throttle.finish('a@example.com', '203.0.113.1', 'wrong-password');
    expect(await throttle.begin('a@example.com', '203.0.113.1')).toBe(0);
  });

  it("counts attempts in flight against the address's allowance, before any has failed", async () => {
    const throttle = new SignInThrottle({ ...limits, perAddress: 3 });
    const waits = await Promise.all(
      Array.from({ length: 10 }, (_, i) => throttle.begin(`p${i}@example.com`, '203.0.113.9')),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('gives the point back when the password was right or was never checked', async () => {
    const throttle = new SignInThrottle({ ...limits, perAddress: 2 });
    for (let i = 0; i < 5; i++) {
      expect(await throttle.begin(`p${i}@example.com`, '203.0.113.9')).toBe(0);
      await throttle.finish(`p${i}@example.com`, '203.0.113.9', i % 2 ? 'signed-in' : 'not-checked');
    }
  });
});
