import { describe, expect, it } from 'vitest';
import { EchoGuard } from './echo-guard';

describe('EchoGuard', () => {
  it("drops a 'patient' line that is the doctor's own recent words heard back", () => {
    const guard = new EchoGuard(15_000, () => 0);
    guard.doctorSaid(
      'How would you describe the pain: is it sharp, dull, throbbing, burning, or more like a cramp?',
    );
    expect(guard.isEcho('how would you describe the pain is it sharp dull')).toBe(true);
  });

  it('keeps real answers, even ones that reuse a few of the doctor’s words', () => {
    const guard = new EchoGuard(15_000, () => 0);
    guard.doctorSaid('Is the pain sharp or dull?');
    expect(guard.isEcho('it is a dull ache behind my eyes')).toBe(false);
    expect(guard.isEcho('sharp')).toBe(false);
    expect(guard.isEcho('yes it is')).toBe(false);
    guard.doctorSaid('Have I got that right?');
    expect(guard.isEcho('yes that is right')).toBe(false);
  });

  it('forgets what the doctor said a while ago', () => {
    let now = 0;
    const guard = new EchoGuard(15_000, () => now);
    guard.doctorSaid('Do you have any allergies to medicines?');
    now = 16_000;
    expect(guard.isEcho('do you have any allergies to medicines')).toBe(false);
  });
});
