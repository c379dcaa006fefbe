import { describe, expect, it } from 'vitest';
import { FailureThrottle } from './sign-in-throttle';

describe('FailureThrottle', () => {
  it('blocks a key after the allowed number of failures and lets it go after the window', () => {
    let now = 0;
    const throttle = new FailureThrottle(3, 1000, () => now);
    for (let i = 0; i < 3; i++) throttle.recordFailure('a@example.com');
    expect(throttle.isBlocked('a@example.com')).toBe(true);
    expect(throttle.isBlocked('b@example.com')).toBe(false);
    now = 1001;
    expect(throttle.isBlocked('a@example.com')).toBe(false);
  });

  it('forgets failures after a successful sign-in', () => {
    const throttle = new FailureThrottle(2, 1000, () => 0);
    throttle.recordFailure('k');
    throttle.reset('k');
    throttle.recordFailure('k');
    expect(throttle.isBlocked('k')).toBe(false);
  });
});
