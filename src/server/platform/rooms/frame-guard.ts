import { ROOM_LIMITS } from '../../../protocol/room-messages';

export type FrameVerdict = 'accept' | 'drop' | 'close';

/**
 * Per-connection limits: frame size and rate. A frame over a limit is dropped; a connection that keeps breaking
 * them (sustained abuse) is closed, which affects only its own call.
 */
export class FrameGuard {
  private windowStart = 0;
  private framesInWindow = 0;
  private strikes: number[] = [];

  constructor(
    private readonly now: () => number = () => performance.now(),
    private readonly maxStrikes = 300,
    private readonly strikeWindowMs = 10_000,
  ) {}

  check(kind: 'text' | 'binary', bytes: number): FrameVerdict {
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
    this.strikes = this.strikes.filter((at) => now - at < this.strikeWindowMs);
    this.strikes.push(now);
    return this.strikes.length >= this.maxStrikes ? 'close' : 'drop';
  }
}
