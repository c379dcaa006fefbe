import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter, MEMORY_LIMITER_STORE, type LimiterStore } from './limiter-store';

export interface SignUpThrottleLimits {
  /** Sign-up attempts one address may make within the window; each costs a password hash (~300 ms). */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_SIGN_UP_LIMITS: SignUpThrottleLimits = { perAddress: 20, windowMs: 10 * 60_000 };

/** Caps sign-up attempts per address, so one client can neither burn the CPU on hashing nor probe emails at speed. */
export class SignUpThrottle {
  private readonly attempts: RateLimiterAbstract;

  constructor(
    limits: SignUpThrottleLimits = DEFAULT_SIGN_UP_LIMITS,
    store: LimiterStore = MEMORY_LIMITER_STORE,
  ) {
    this.attempts = createLimiter(store, {
      keyPrefix: 'sign-up',
      points: limits.perAddress,
      duration: Math.ceil(limits.windowMs / 1000),
    });
  }

  /** Counts an attempt from this address: 0 when it may go ahead, otherwise how long it must wait. */
  async attempt(address: string): Promise<number> {
    try {
      await this.attempts.consume(address);
      return 0;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return Math.max(1, refused.msBeforeNext);
      throw refused;
    }
  }
}
