import { describe, expect, it } from 'vitest';
import { measuredValues } from './measured-values';

const said = (...texts: string[]) => measuredValues(texts.map((text) => ({ text })));

describe('measuredValues: readings the patient took and said', () => {
  it('lists each reading with its value', () => {
    expect(said('My smartwatch says my pulse is 128. Blood pressure 150 over 100.')).toEqual([
      { label: 'pulse', measured: '128 a minute' },
      { label: 'blood pressure', measured: '150/100' },
    ]);
    expect(said('Her blood sugar was 2.8, and 15 minutes later it was 6.4. Ketones 3.4.')).toEqual([
      { label: 'blood sugar', measured: '2.8 mmol/L then 6.4 mmol/L' },
      { label: 'ketones', measured: '3.4 mmol/L' },
    ]);
  });

  it('lists a series as the doctor reads it, and no usual value', () => {
    expect(said('My sats went from 96 to 89.')).toEqual([
      { label: 'oxygen saturation', measured: '96% then 89%' },
    ]);
    expect(said("My watch says 36, it's normally about 70.")).toEqual([
      { label: 'pulse', measured: '36 a minute' },
    ]);
  });

  it('takes the name from the question a bare value answers', () => {
    expect(measuredValues([{ asked: 'Oxygen reading?', text: 'The finger thing says 94.' }])).toEqual([
      { label: 'oxygen saturation', measured: '94%' },
    ]);
    expect(
      measuredValues([{ asked: 'Blood pressure?', text: 'Lying down 142 over 80. Standing, 112 over 68.' }]),
    ).toEqual([{ label: 'blood pressure', measured: '142/80 then 112/68' }]);
  });

  it('reads no reading into an age, a type of diabetes, a temperature or a time', () => {
    expect(said("I'm 58 and my pulse feels fast")).toEqual([]);
    expect(measuredValues([{ asked: 'Any blood sugar problems?', text: 'Type 2, on metformin.' }])).toEqual(
      [],
    );
    expect(measuredValues([{ asked: 'What was his pulse?', text: 'Temperature 37.8.' }])).toEqual([]);
    expect(said('My blood pressure tablets, I take them at 8')).toEqual([]);
  });
});
