import { afterEach, describe, expect, it, vi } from 'vitest';
import { Speaker } from './speaker';
import { FrameGuard } from './frame-guard';
import { spokenPart } from './room';

afterEach(() => vi.useRealTimers());

describe('Speaker', () => {
  it('paces 20 ms frames at real time, never more than the lead ahead', async () => {
    vi.useFakeTimers();
    let now = 0;
    const sent: number[] = [];
    const speaker = new Speaker(() => sent.push(now), { leadMs: 200, now: () => now });
    const oneSecond = new Int16Array(16_000).fill(1000);
    const playing = speaker.play(oneSecond);
    expect(sent).toHaveLength(10); // 200 ms of lead
    for (let t = 0; t < 1100; t += 10) {
      now = t;
      await vi.advanceTimersByTimeAsync(10);
    }
    const result = await playing;
    expect(result.completed).toBe(true);
    expect(sent).toHaveLength(50);
    sent.forEach((at, index) => expect(index * 20 - at).toBeLessThanOrEqual(200));
  });

  it('stops at once when interrupted and reports how much was heard', async () => {
    vi.useFakeTimers();
    let now = 0;
    let frames = 0;
    const speaker = new Speaker(() => frames++, { now: () => now });
    const playing = speaker.play(new Int16Array(16_000 * 3));
    now = 500;
    await vi.advanceTimersByTimeAsync(500);
    speaker.interrupt();
    const result = await playing;
    expect(result.completed).toBe(false);
    expect(result.playedMs).toBe(500);
    const framesAtStop = frames;
    now = 3000;
    await vi.advanceTimersByTimeAsync(2500);
    expect(frames).toBe(framesAtStop);
    expect(framesAtStop).toBeLessThanOrEqual(36);
  });

  it('sends nothing while muted but keeps time', async () => {
    vi.useFakeTimers();
    let now = 0;
    let frames = 0;
    const speaker = new Speaker(() => frames++, { now: () => now });
    speaker.muted = true;
    const playing = speaker.play(new Int16Array(3200));
    now = 300;
    await vi.advanceTimersByTimeAsync(300);
    expect((await playing).completed).toBe(true);
    expect(frames).toBe(0);
  });
});

describe('FrameGuard', () => {
  it('drops frames over the size or rate limits and closes on sustained abuse', () => {
    let now = 0;
    const guard = new FrameGuard(() => now, 5, 10_000);
    expect(guard.check('text', 100)).toBe('accept');
    expect(guard.check('text', 17 * 1024)).toBe('drop');
    expect(guard.check('binary', 65 * 1024)).toBe('drop');
    for (let i = 0; i < 97; i++) guard.check('binary', 640);
    expect(guard.check('binary', 640)).toBe('drop'); // the 101st frame this second: third strike
    expect(guard.check('binary', 640)).toBe('drop');
    expect(guard.check('binary', 640)).toBe('close'); // fifth strike
    now = 1000;
    const fresh = new FrameGuard(() => now);
    expect(fresh.check('binary', 640)).toBe('accept');
  });
});

describe('spokenPart', () => {
  it('keeps the words of an interrupted sentence that were heard', () => {
    expect(spokenPart('one two three four', 0.5)).toBe('one two…');
    expect(spokenPart('one two three four', 1)).toBe('one two three four');
    expect(spokenPart('one two three four', 0.1)).toBe('');
  });
});
