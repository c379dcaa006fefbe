import { describe, expect, it } from 'vitest';
import { guardTranscript } from './transcript-guard';

describe('the safety guard over an uploaded transcript', () => {
  it('finds a warning sign told across turns, and calls it an emergency', () => {
    const triage = guardTranscript([
      { role: 'assistant', text: 'What is going on?' },
      { role: 'user', text: 'I have a crushing pain in my chest' },
      { role: 'assistant', text: 'Does it spread anywhere?' },
      { role: 'user', text: 'down my left arm, and I am sweating' },
    ]);
    expect(triage.urgency).toBe('emergency');
    expect(triage.redFlags.map((flag) => flag.id)).toContain('cardiac-chest-pain');
  });

  it('counts a yes to a question that named a warning sign', () => {
    const triage = guardTranscript([
      { role: 'user', text: 'my little boy has a fever and a rash' },
      {
        role: 'assistant',
        text: 'Does the rash stay when you press a glass against it, and does he have a stiff neck?',
      },
      { role: 'user', text: 'yes, it does not fade and his neck is stiff' },
    ]);
    expect(triage.redFlags.map((flag) => flag.id)).toContain('meningitis-signs');
  });

  it('leaves the urgency to the doctor when nothing alarming was said', () => {
    expect(
      guardTranscript([
        { role: 'user', text: 'I have had a runny nose for two days' },
        { role: 'assistant', text: 'Rest and drink fluids.' },
      ]),
    ).toEqual({ urgency: null, redFlags: [] });
  });
});
