import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface SignInThrottleLimits {
  /** Wrong passwords for one email from one address before each further try has to wait. */
  freeFailures: number;
  /** The first wait; each further wrong password doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Wrong passwords from one address, for any emails, before that address waits out the window. */
  perAddress: number;
  /** How long failures are remembered. */
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInThrottleLimits = {
  freeFailures: 4,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  perAddress: 20,
  windowMs: 10 * 60_000,
};

/**
 * Slows password guessing without letting anyone lock a patient out. Failures are counted per (email, address):
 * after a few, each further try from that address waits longer (progressive delay), while the owner signing in
 * from their own address is not affected. One address guessing many emails waits out a window. Counters live in
 * rate-limiter-flexible stores (memory here), so they can move to Redis or PostgreSQL without changing callers.
 */
export class SignInThrottle {
  private readonly failures: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;

  constructor(private readonly limits: SignInThrottleLimits = DEFAULT_SIGN_IN_LIMITS) {
    const windowSec = Math.ceil(limits.windowMs / 1000);
    // Remembered longer than the longest wait, so the next wrong password after a wait doubles it again.
    const failureMemorySec = Math.max(windowSec, Math.ceil((limits.maxDelayMs * 2) / 1000));
    this.failures = new RateLimiterMemory({
      keyPrefix: 'sign-in-failures',
      points: Number.MAX_SAFE_INTEGER,
      duration: failureMemorySec,
    });
    this.waits = new RateLimiterMemory({ keyPrefix: 'sign-in-wait', points: 1, duration: 1 });
    this.addressFailures = new RateLimiterMemory({
      keyPrefix: 'sign-in-address',
      points: limits.perAddress,
      duration: windowSec,
    });
  }

  /** How long this (email, address) must wait before trying again; 0 when it may try now. */
  async retryAfterMs(email: string, address: string): Promise<number> {
    const [wait, fromAddress] = await Promise.all([
      this.waits.get(pairKey(email, address)),
      this.addressFailures.get(address),
    ]);
    const waiting = wait && wait.consumedPoints > 1 ? wait.msBeforeNext : 0;
    const addressBlocked =
      fromAddress && fromAddress.consumedPoints >= this.limits.perAddress ? fromAddress.msBeforeNext : 0;
    return Math.max(0, waiting, addressBlocked);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const key = pairKey(email, address);
    const [counted] = await Promise.all([this.failures.penalty(key), this.addressFailures.penalty(address)]);
    const beyondFree = counted.consumedPoints - this.limits.freeFailures;
    if (beyondFree <= 0) return;
    const delayMs = Math.min(this.limits.maxDelayMs, this.limits.firstDelayMs * 2 ** (beyondFree - 1));
    await this.waits.block(key, delayMs / 1000);
  }

  /** The right password: this email's failures from this address are forgotten. */
  async recordSuccess(email: string, address: string): Promise<void> {
    const key = pairKey(email, address);
    await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }
}

function pairKey(email: string, address: string): string {
  return JSON.stringify([email.trim().toLowerCase(), address]);
}
