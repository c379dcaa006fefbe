import { describe, expect, it } from 'vitest';
import { reportDefaults } from '../spec-texts';
import { doctorsImpression, leadingComplaint, primaryIssue } from './primary-issue';

describe('doctorsImpression: the condition the doctor named, capitalised', () => {
  it.each([
    ['This sounds like a tension headache.', 'Tension headache'],
    ['It is most likely a viral infection.', 'Viral infection'],
    ['Most likely this is a common cold.', 'Common cold'],
    ['I think you may have gastroenteritis.', 'Gastroenteritis'],
    ['My impression is that this is a urinary tract infection.', 'Urinary tract infection'],
    ['It could be a migraine.', 'Migraine'],
    ['This is consistent with a mild ankle sprain.', 'Mild ankle sprain'],
    ['This could be a sign of a heart attack, so please call 999 now.', 'Heart attack'],
    [
      'Based on what you describe, the most likely cause is a viral upper respiratory infection, which usually settles.',
      'Viral upper respiratory infection',
    ],
    ["I think it's a muscle strain from lifting.", 'Muscle strain'],
    ['You most likely have a cold.', 'Cold'],
    ['this sounds like um a stomach bug that is going around', 'Stomach bug'],
    ['I suspect a UTI.', 'UTI'],
    ['It looks like contact dermatitis, probably from the new soap.', 'Contact dermatitis'],
    ['These symptoms are most likely due to a viral gastroenteritis.', 'Viral gastroenteritis'],
    ['These are signs of a stroke.', 'Stroke'],
  ])('%s → %s', (sentence, condition) => {
    expect(doctorsImpression([sentence])).toBe(condition);
  });

  it.each([
    "It sounds like you've been having a tough time.",
    "It's probably nothing serious.",
    'It could be worth taking some paracetamol.',
    "It's likely to settle in a few days.",
    'It sounds like it started yesterday.',
    "It's probably fine.",
    'You may be given antibiotics.',
  ])('names no condition in "%s"', (sentence) => {
    expect(doctorsImpression([sentence])).toBeUndefined();
  });

  it('takes the latest impression, as a final summary outranks an early guess', () => {
    expect(
      doctorsImpression(['It could be a migraine.', 'On reflection this sounds like a tension headache.']),
    ).toBe('Tension headache');
  });
});

describe('leadingComplaint', () => {
  it('names the first symptom, with up to two more', () => {
    expect(leadingComplaint(['headache'])).toBe('Headache');
    expect(leadingComplaint(['headache', 'fever'])).toBe('Headache with fever');
    expect(leadingComplaint(['headache', 'fever', 'stiff neck', 'rash'])).toBe(
      'Headache with fever and stiff neck',
    );
  });
});

describe('primaryIssue', () => {
  it('prefers the doctor’s impression to the complaint', () => {
    expect(primaryIssue(['This sounds like a tension headache.'], ['headache'])).toBe('Tension headache');
  });

  it('falls back to the complaint, then to the spec’s default', () => {
    expect(primaryIssue(['Rest and drink fluids.'], ['headache', 'fever'])).toBe('Headache with fever');
    expect(primaryIssue([], [])).toBe(reportDefaults.issue);
  });
});
