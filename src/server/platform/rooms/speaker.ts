import { AUDIO } from '../../../protocol/room-messages';
import { pcm16ToBytes } from '../../../protocol/pcm16';

const FRAME_MS = (AUDIO.frameSamples / AUDIO.sampleRate) * 1000;

export interface PlayResult {
  /** Whether the whole clip was played out (false when interrupted). */
  completed: boolean;
  /** How much of the clip the patient has heard by now, in ms. */
  playedMs: number;
  totalMs: number;
}

export interface SpeakerOptions {
  /** How far ahead of real time audio may be sent; small, so a barge-in silences the voice at once. */
  leadMs?: number;
  now?: () => number;
  onFirstFrame?: () => void;
}

/**
 * Sends the assistant's speech as 20 ms PCM16 frames at real-time pace with a small lead, so that stopping it
 * stops the voice within the lead (the client also flushes its queue on user-interrupted).
 */
export class Speaker {
  private readonly leadMs: number;
  private readonly now: () => number;
  private current?: { stop: () => void };
  muted = false;

  constructor(
    private readonly send: (frame: Uint8Array) => void,
    options: SpeakerOptions = {},
  ) {
    this.leadMs = options.leadMs ?? 200;
    this.now = options.now ?? (() => performance.now());
  }

  get speaking(): boolean {
    return this.current !== undefined;
  }

  /** Plays one clip; resolves when it has been heard to the end, or at once when interrupted. */
  play(samples: Int16Array, onFirstFrame?: () => void): Promise<PlayResult> {
    this.interrupt();
    const frames = Math.ceil(samples.length / AUDIO.frameSamples);
    const totalMs = frames * FRAME_MS;
    const startedAt = this.now();
    let sent = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    return new Promise<PlayResult>((resolve) => {
      const finish = (completed: boolean) => {
        clearTimeout(timer);
        this.current = undefined;
        resolve({ completed, totalMs, playedMs: Math.min(totalMs, Math.max(0, this.now() - startedAt)) });
      };
      const tick = () => {
        const elapsed = this.now() - startedAt;
        while (sent < frames && sent * FRAME_MS < elapsed + this.leadMs) {
          const frame = samples.subarray(sent * AUDIO.frameSamples, (sent + 1) * AUDIO.frameSamples);
          if (!this.muted) this.send(toBytes(frame));
          if (sent === 0) onFirstFrame?.();
          sent += 1;
        }
        if (sent >= frames && elapsed >= totalMs) return finish(true);
        const nextDue = sent < frames ? sent * FRAME_MS - this.leadMs - elapsed : totalMs - elapsed;
        // Two frames per wake-up at most: fewer timers across many rooms, still well inside the lead.
        timer = setTimeout(tick, Math.max(FRAME_MS * 2, Math.min(nextDue, 100)));
      };
      this.current = { stop: () => finish(false) };
      tick();
    });
  }

  /** Stops the current clip now. */
  interrupt() {
    this.current?.stop();
  }
}

/** A frame's wire bytes, the last frame padded with silence to the full 20 ms. */
function toBytes(frame: Int16Array): Uint8Array {
  const full = new Int16Array(AUDIO.frameSamples);
  full.set(frame);
  return pcm16ToBytes(full);
}
