import { ROOM_LIMITS } from '../../../protocol/room-messages';

export type FrameVerdict = 'accept' | 'drop' | 'close';

/**
 * Per-connection limits: frame size and rate. A frame over a limit is dropped; a connection that keeps breaking
 * them (sustained abuse) is closed, which affects only its own call. Both limits are fixed-window counters, so a
 * flood costs the same small constant work per frame however long it lasts.
 */
export class FrameGuard {
  private windowStart = Number.NEGATIVE_INFINITY;
  private framesInWindow = 0;
  private strikeWindowStart = Number.NEGATIVE_INFINITY;
  private strikesInWindow = 0;
  private overBudget = false;

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly maxStrikes = 300,
    private readonly strikeWindowMs = 10_000,
  ) {}

  check(kind: 'text' | 'binary', bytes: number): FrameVerdict {
    if (this.overBudget) return 'close';
    const now = this.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.framesInWindow = 0;
    }
    this.framesInWindow += 1;
    const limit = kind === 'text' ? ROOM_LIMITS.maxTextBytes : ROOM_LIMITS.maxBinaryBytes;
    if (this.framesInWindow > ROOM_LIMITS.maxFramesPerSecond || bytes > limit) return this.strike(now);
    return 'accept';
  }

  /** Counts a frame that failed validation after it passed the size and rate checks. */
  reject(): FrameVerdict {
    return this.strike(this.now());
  }

  private strike(now: number): FrameVerdict {
    if (this.overBudget) return 'close';
    if (now - this.strikeWindowStart >= this.strikeWindowMs) {
      this.strikeWindowStart = now;
      this.strikesInWindow = 0;
    }
    this.strikesInWindow += 1;
    // Once over budget a connection stays over it: everything it still sends is refused.
    if (this.strikesInWindow >= this.maxStrikes) this.overBudget = true;
    return this.overBudget ? 'close' : 'drop';
  }
}
