import { describe, expect, it } from 'vitest';
import { readingsSaid } from './readings';

const kindsAndValues = (text: string, asked?: string) =>
  readingsSaid(text, asked).map((r) => [
    r.kind,
    r.values.map((v) => (v.over ? `${v.value}/${v.over}` : v.value)),
  ]);

describe('readingsSaid: the readings a patient took, one table for the doctor and the report', () => {
  it('reads numbers said in words, and hundreds said as two numbers', () => {
    expect(kindsAndValues('the machine says pulse thirty eight')).toEqual([['pulse', [38]]]);
    expect(kindsAndValues('bp one twenty over eighty')).toEqual([['blood pressure', ['120/80']]]);
  });

  it('keeps every value of a series, in the order said', () => {
    expect(kindsAndValues('my sats went from 96 to 89')).toEqual([['oxygen saturation', [96, 89]]]);
  });

  it('reads no reading into an age, a time, a denied value or another reading', () => {
    expect(kindsAndValues("my pulse isn't 35, it's 65")).toEqual([['pulse', [65]]]);
    expect(kindsAndValues("my oxygen is fine, I'm 89")).toEqual([]);
    expect(kindsAndValues('my heart rate goes up to 180 when I run for 30 minutes')).toEqual([
      ['pulse', [180]],
    ]);
    expect(kindsAndValues('Temperature 37.8.', 'What was his pulse?')).toEqual([]);
  });

  it('marks a value named only by the device that showed it', () => {
    expect(readingsSaid('now my watch says 31')).toEqual([
      { kind: 'pulse', values: [{ value: 31 }], byDevice: true },
    ]);
    expect(readingsSaid('I watch TV for 30 minutes before bed')).toEqual([]);
  });
});
