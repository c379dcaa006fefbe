import { describe, expect, it } from 'vitest';
import { emergencyProbability } from './emergency-model';
import { affirmedText, featuresOf } from './text-features';
import { trainEmergencyModel } from './train';

const EXAMPLES = [
  { text: 'crushing pain in my chest going down my arm and I am sweating', emergency: true },
  { text: 'my husband collapsed and he is grey and not breathing properly', emergency: true },
  { text: 'I have had a runny nose and a sore throat for two days', emergency: false },
  { text: 'my ankle is a bit swollen after football but I can walk on it', emergency: false },
];

describe('the learned layer', () => {
  it('leaves out what the patient denied', () => {
    expect(affirmedText("I've got a headache, no fever and no stiff neck")).not.toMatch(/fever|stiff/);
    expect(affirmedText("I've got a headache, no fever")).toMatch(/headache/);
  });

  it('leaves out a medicine allergy told as history, and keeps a reaction to food', () => {
    expect(affirmedText("my throat is sore, and I'm allergic to penicillin")).toBe('my throat is sore');
    expect(affirmedText("I'm allergic to peanuts and my lips are swelling")).toContain('allergic to peanuts');
  });

  it('shares evidence between forms of a word through the letter runs inside it', () => {
    const common = featuresOf('breathing').filter((f) => featuresOf('breathe').includes(f));
    expect(common.length).toBeGreaterThan(2);
  });

  it('trains to the same model every time from the same examples', () => {
    expect(trainEmergencyModel(EXAMPLES)).toEqual(trainEmergencyModel(EXAMPLES));
  });

  it('scores what it was taught: an emergency above a minor illness', () => {
    const model = trainEmergencyModel(EXAMPLES);
    expect(emergencyProbability('heavy chest pain into my arm, sweating', model)).toBeGreaterThan(
      emergencyProbability('a runny nose for two days', model),
    );
  });

  it('the committed model does not read a denial of warning signs as an emergency', () => {
    expect(emergencyProbability('a headache since Monday, no fever, no stiff neck, no rash')).toBeLessThan(
      0.8,
    );
  });
});
