import { describe, expect, it } from 'vitest';
import { formatTranscriptLine, parseTranscriptLines } from './transcript';

describe('parseTranscriptLines', () => {
  it('reads the patient and the doctor by their prefixes', () => {
    expect(parseTranscriptLines(['Doctor: What brings you in today?', 'You: I have a headache.'])).toEqual([
      { role: 'assistant', text: 'What brings you in today?' },
      { role: 'user', text: 'I have a headache.' },
    ]);
  });

  it('accepts the prefixes in any case and with stray spaces', () => {
    expect(parseTranscriptLines(['  you :fever', 'DOCTOR:  Rest.'])).toEqual([
      { role: 'user', text: 'fever' },
      { role: 'assistant', text: 'Rest.' },
    ]);
  });

  it('ignores blank lines', () => {
    expect(parseTranscriptLines(['', 'You: hello', '   ', 'Doctor: hi'])).toHaveLength(2);
  });

  it('joins a line without a prefix to the turn before it', () => {
    expect(parseTranscriptLines(['Doctor: My advice is to rest.', 'Drink plenty of fluids.'])).toEqual([
      { role: 'assistant', text: 'My advice is to rest. Drink plenty of fluids.' },
    ]);
  });

  it('drops text before the first prefixed line, since nobody can be said to have said it', () => {
    expect(parseTranscriptLines(['Transcript of call 42', 'You: hi'])).toEqual([
      { role: 'user', text: 'hi' },
    ]);
  });
});

describe('formatTranscriptLine', () => {
  it('prints the spec’s prefixes', () => {
    expect(formatTranscriptLine({ role: 'user', text: 'I feel sick' })).toBe('You: I feel sick');
    expect(formatTranscriptLine({ role: 'assistant', text: 'Sip water.' })).toBe('Doctor: Sip water.');
  });

  it('round-trips through parseTranscriptLines', () => {
    const turns = [
      { role: 'assistant' as const, text: 'Hello.' },
      { role: 'user' as const, text: 'Hi, my back hurts.' },
    ];
    expect(parseTranscriptLines(turns.map(formatTranscriptLine))).toEqual(turns);
  });
});
