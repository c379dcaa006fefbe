import { describe, expect, it } from 'vitest';
import { FrameGuard } from './frame-guard';

describe('FrameGuard', () => {
  it('forgives strikes spread over more than one window', () => {
    let now = 0;
    const guard = new FrameGuard(() => now, 3, 10_000);
    expect(guard.check('text', 17 * 1024)).toBe('drop');
    expect(guard.check('text', 17 * 1024)).toBe('drop');
    now = 10_000;
    expect(guard.check('text', 17 * 1024)).toBe('drop');
    expect(guard.check('text', 17 * 1024)).toBe('drop');
    expect(guard.check('text', 100)).toBe('accept');
  });

  it('refuses everything a connection sends once it is over budget, even valid frames', () => {
    let now = 0;
    const guard = new FrameGuard(() => now, 3, 10_000);
    guard.reject();
    guard.reject();
    expect(guard.reject()).toBe('close');
    now = 60_000;
    expect(guard.check('text', 100)).toBe('close');
    expect(guard.reject()).toBe('close');
  });

  it('closes a flood of 250,000 malformed frames at its 300th strike and refuses the rest', () => {
    const guard = new FrameGuard(() => 0);
    const verdicts: Record<string, number> = { drop: 0, close: 0 };
    for (let i = 0; i < 250_000; i++) {
      const checked = guard.check('text', 2);
      // A frame within the rate is malformed: it is rejected after parsing.
      const verdict = checked === 'accept' ? guard.reject() : checked;
      verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
    }
    expect(verdicts).toEqual({ drop: 299, close: 250_000 - 299 });
  });
});
