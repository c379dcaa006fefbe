/**
 * Counts failed sign-ins per key (an IP address, an email) in a sliding window, so guessing passwords stops
 * after a few tries. In memory: with several app servers each counts its own share, which still caps guessing.
 */
export class FailureThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    return this.recent(key).length >= this.maxFailures;
  }

  recordFailure(key: string) {
    const recent = this.recent(key);
    recent.push(this.now());
    this.failures.set(key, recent);
    if (this.failures.size > 50_000) this.prune();
  }

  reset(key: string) {
    this.failures.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((at) => at > since);
  }

  private prune() {
    for (const key of this.failures.keys()) {
      const recent = this.recent(key);
      if (recent.length) this.failures.set(key, recent);
      else this.failures.delete(key);
    }
  }
}
