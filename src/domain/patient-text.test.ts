import { describe, expect, it } from 'vitest';
import { cleanPatientText } from './patient-text';

describe('cleanPatientText', () => {
  it('turns control characters into spaces and keeps the words apart', () => {
    expect(cleanPatientText('I have a headache\u0000 since Monday\u0007')).toBe(
      'I have a headache since Monday',
    );
    expect(cleanPatientText('fever\u0000and\u001bcough\u007f\u0085')).toBe('fever and cough');
  });

  it('keeps line breaks, and turns tabs into a space', () => {
    expect(cleanPatientText('first line\r\nsecond\tline \n third')).toBe('first line\nsecond line\nthird');
  });

  it('leaves nothing when there was only control characters', () => {
    expect(cleanPatientText('\u0000\u0001 \t')).toBe('');
  });

  it('replaces a lone surrogate instead of failing to store it', () => {
    expect(cleanPatientText('pain \ud800 here')).toBe('pain \ufffd here');
  });
});
