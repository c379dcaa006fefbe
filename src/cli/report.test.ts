import { describe, expect, it } from 'vitest';
import { reportFromFileContent } from './report';

const NOW = new Date('2026-11-21T10:00:00Z');

describe('reportFromFileContent', () => {
  it('reads a JSON array of role-tagged turns', () => {
    const content = JSON.stringify([
      { role: 'user', text: 'my knee hurts since Monday' },
      { role: 'assistant', text: 'Rest it and use ice.' },
    ]);
    expect(reportFromFileContent(content, NOW)).toMatchObject({
      symptoms: 'knee pain',
      timeOfInjury: 'Since Monday (16 Nov 2026)',
      prescribedSolution: 'Rest it and use ice.',
      date: '2026-11-21T10:00:00.000Z',
    });
  });

  it('reads transcript lines, with Windows line endings too', () => {
    const content = 'You: I have a sore throat\r\nDoctor: Gargle with salt water.\r\n';
    expect(reportFromFileContent(content, NOW)).toMatchObject({
      symptoms: 'sore throat',
      prescribedSolution: 'Gargle with salt water.',
    });
  });

  it('explains a file it cannot read as a transcript in one line', () => {
    expect(() => reportFromFileContent('[{"role": "nurse", "text": "hi"}]', NOW)).toThrow(
      /expected a JSON array/,
    );
    expect(() => reportFromFileContent('[not json', NOW)).toThrow(/does not parse/);
    expect(() => reportFromFileContent('just some notes', NOW)).toThrow(/no transcript lines found/);
  });
});
