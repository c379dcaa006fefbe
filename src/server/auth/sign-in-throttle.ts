import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter, MEMORY_LIMITER_STORE, type LimiterStore } from './limiter-store';

export interface SignInThrottleLimits {
  /** Wrong passwords for one email from one address before each further try has to wait. */
  freeFailures: number;
  /** The first wait; each further wrong password doubles it, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Password checks from one address, for any emails, before that address waits out the window. */
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

/** How a sign-in that was let through ended. */
export type SignInOutcome = 'wrong-password' | 'signed-in' | 'not-checked';

/** The wait asked of a second attempt for an (email, address) while the first is still being checked. */
export const IN_FLIGHT_RETRY_MS = 1000;
/** How long a shared in-flight marker outlives an instance that died checking a password (a check takes < 1 s). */
const IN_FLIGHT_MARKER_SEC = 10;

/**
 * Slows password guessing without letting anyone lock a patient out. Failures are counted per (email, address):
 * after a few, each further try from that address waits longer (progressive delay), while the owner signing in
 * from their own address is not affected. One address guessing many emails waits out a window. Counters live in
 * a rate-limiter-flexible store: memory for one instance, Redis or PostgreSQL shared by several (see LimiterStore).
 *
 * Checking a password takes a few hundred milliseconds, so an attempt is counted before it is checked, not after:
 * `begin` takes a point from the address's allowance (given back unless the password was wrong) and refuses a
 * second attempt for the same (email, address) while one is in flight. Parallel guesses therefore get no more
 * password checks than sequential ones.
 */
export class SignInThrottle {
  private readonly failures: RateLimiterAbstract;
  private readonly waits: RateLimiterAbstract;
  private readonly addressAttempts: RateLimiterAbstract;
  private readonly inFlight = new Set<string>();
  /** Several instances: the same guard in the shared store, a marker that lapses by itself if an instance dies. */
  private readonly sharedInFlight?: RateLimiterAbstract;
  private readonly failureMemorySec: number;

  constructor(
    private readonly limits: SignInThrottleLimits = DEFAULT_SIGN_IN_LIMITS,
    store: LimiterStore = MEMORY_LIMITER_STORE,
  ) {
    const windowSec = Math.ceil(limits.windowMs / 1000);
    // Remembered longer than the longest wait, so the next wrong password after a wait doubles it again.
    this.failureMemorySec = Math.max(windowSec, Math.ceil((limits.maxDelayMs * 2) / 1000));
    this.failures = createLimiter(store, {
      keyPrefix: 'sign-in-failures',
      points: Number.MAX_SAFE_INTEGER,
      duration: this.failureMemorySec,
    });
    this.waits = createLimiter(store, { keyPrefix: 'sign-in-wait', points: 1, duration: 1 });
    this.addressAttempts = createLimiter(store, {
      keyPrefix: 'sign-in-address',
      points: limits.perAddress,
      duration: windowSec,
    });
    if (store.kind !== 'memory')
      this.sharedInFlight = createLimiter(store, {
        keyPrefix: 'sign-in-in-flight',
        points: 1,
        duration: IN_FLIGHT_MARKER_SEC,
      });
  }

  /**
   * Asks to check a password for this (email, address): 0 when it may go ahead (it is then counted, and the
   * caller must call `finish` whatever happens), otherwise how many milliseconds to wait first.
   */
  async begin(email: string, address: string): Promise<number> {
    const key = pairKey(email, address);
    // Checked and taken in one synchronous step, so concurrent requests cannot both see it free.
    if (this.inFlight.has(key)) return IN_FLIGHT_RETRY_MS;
    this.inFlight.add(key);
    let free: boolean;
    try {
      free = await this.markSharedInFlight(key);
    } catch (error) {
      this.inFlight.delete(key);
      throw error;
    }
    if (!free) {
      // Another instance is checking a password for this pair: its marker is its own to remove.
      this.inFlight.delete(key);
      return IN_FLIGHT_RETRY_MS;
    }
    try {
      const wait = await this.waits.get(key);
      if (wait && wait.consumedPoints > 1) {
        await this.release(key);
        return Math.max(1, wait.msBeforeNext);
      }
      await this.addressAttempts.consume(address);
      return 0;
    } catch (refused) {
      await this.release(key);
      if (refused instanceof RateLimiterRes) return Math.max(1, refused.msBeforeNext);
      throw refused;
    }
  }

  /** True when no other instance is checking a password for this pair (always true on one instance). */
  private async markSharedInFlight(key: string): Promise<boolean> {
    if (!this.sharedInFlight) return true;
    try {
      await this.sharedInFlight.consume(key);
      return true;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return false;
      throw refused;
    }
  }

  private async release(key: string): Promise<void> {
    this.inFlight.delete(key);
    await this.sharedInFlight?.delete(key);
  }

  /** Ends an attempt `begin` let through. */
  async finish(email: string, address: string, outcome: SignInOutcome): Promise<void> {
    const key = pairKey(email, address);
    await this.release(key);
    if (outcome === 'wrong-password') return this.countFailure(key);
    // Only wrong passwords use up the address's allowance.
    const fromAddress = await this.addressAttempts.get(address);
    if (fromAddress && fromAddress.consumedPoints > 0) await this.addressAttempts.reward(address);
    // The right password: this email's failures from this address are forgotten.
    if (outcome === 'signed-in') await Promise.all([this.failures.delete(key), this.waits.delete(key)]);
  }

  private async countFailure(key: string): Promise<void> {
    const counted = await this.failures.penalty(key);
    // Remembered from the latest failure, not the first: the store keeps a key's first expiry, and a count that
    // lapsed during the longest waits would give the guesser its free tries back.
    await this.failures.set(key, counted.consumedPoints, this.failureMemorySec);
    const beyondFree = counted.consumedPoints - this.limits.freeFailures;
    if (beyondFree <= 0) return;
    const delayMs = Math.min(this.limits.maxDelayMs, this.limits.firstDelayMs * 2 ** (beyondFree - 1));
    await this.waits.block(key, delayMs / 1000);
  }
}

/** One key per (email, address), of fixed length whatever the email: a shared store's key column has a limit. */
function pairKey(email: string, address: string): string {
  return createHash('sha256')
    .update(JSON.stringify([email.trim().toLowerCase(), address]))
    .digest('base64url');
}
