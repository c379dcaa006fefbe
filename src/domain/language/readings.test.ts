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

  it('reads a value said "at", a pulse named "hr", and a hundred said in full', () => {
    expect(kindsAndValues('my pulse is at 35')).toEqual([['pulse', [35]]]);
    expect(kindsAndValues('my sats are at 88')).toEqual([['oxygen saturation', [88]]]);
    expect(kindsAndValues('hr 35')).toEqual([['pulse', [35]]]);
    expect(kindsAndValues('open 24 hr')).toEqual([]);
    expect(kindsAndValues('his heart rate is a hundred and thirty')).toEqual([['pulse', [130]]]);
  });

  it('reads no usual value, breathing rate, other person or oxygen given as the reading', () => {
    expect(kindsAndValues("Oxygen 85. It's normally 97.")).toEqual([['oxygen saturation', [85]]]);
    expect(kindsAndValues('heart rate 80 and his breathing rate is 30')).toEqual([['pulse', [80]]]);
    expect(kindsAndValues('my pulse is 70, my son is 35')).toEqual([['pulse', [70]]]);
    expect(kindsAndValues('they gave him 60% oxygen')).toEqual([]);
    expect(kindsAndValues('my watch says 88% oxygen')).toEqual([['oxygen saturation', [88]]]);
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
