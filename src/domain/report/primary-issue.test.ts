import { describe, expect, it } from 'vitest';
import { reportDefaults } from '../spec-texts';
import { buildReport } from './build-report';
import { doctorsImpression } from './primary-issue';

describe('doctorsImpression: the condition the doctor named', () => {
  it.each([
    ['This sounds like a tension headache.', 'tension headache'],
    ['It is most likely a viral infection.', 'viral infection'],
    ['Most likely this is a common cold.', 'common cold'],
    ['I think you may have gastroenteritis.', 'gastroenteritis'],
    ['My impression is that this is a urinary tract infection.', 'urinary tract infection'],
    ['It could be a migraine.', 'migraine'],
    ['This is consistent with a mild ankle sprain.', 'mild ankle sprain'],
    ['This could be a sign of a heart attack, so please call 999 now.', 'heart attack'],
    [
      'Based on what you describe, the most likely cause is a viral upper respiratory infection, which usually settles.',
      'viral upper respiratory infection',
    ],
    ["I think it's a muscle strain from lifting.", 'muscle strain'],
    ['You most likely have a cold.', 'cold'],
    ['this sounds like um a stomach bug that is going around', 'stomach bug'],
    ['I suspect a UTI.', 'UTI'],
    ['It looks like contact dermatitis, probably from the new soap.', 'contact dermatitis'],
    ['These symptoms are most likely due to a viral gastroenteritis.', 'viral gastroenteritis'],
    ['These are signs of a stroke.', 'stroke'],
    ['This could be a threatened or possible miscarriage.', 'threatened or possible miscarriage'],
    ['Ok. Sounds like hand, foot and mouth. Viral.', 'hand, foot and mouth'],
    [
      'A new headache over the temple at your age, with a tender scalp, makes me think of giant cell arteritis, also called temporal arteritis.',
      'giant cell arteritis',
    ],
  ])('%s → %s', (sentence, condition) => {
    expect(doctorsImpression([sentence])?.condition).toBe(condition);
  });

  it.each([
    "It sounds like you've been having a tough time.",
    "It's probably nothing serious.",
    'It could be worth taking some paracetamol.',
    "It's likely to settle in a few days.",
    'It sounds like it started yesterday.',
    "It's probably fine.",
    'You may be given antibiotics.',
    'If it becomes red, hot, swollen or full of pus, see a pharmacist or your GP, as it may be infected.',
    "You'll need blood tests and very likely steroid tablets straight away.",
    'Hyperglycaemia, probably from the cold.',
  ])('names no condition in "%s"', (sentence) => {
    expect(doctorsImpression([sentence])).toBeUndefined();
  });

  it('takes the latest impression, as a final summary outranks an early guess', () => {
    expect(
      doctorsImpression(['It could be a migraine.', 'On reflection this sounds like a tension headache.'])
        ?.condition,
    ).toBe('tension headache');
  });
});

describe('how sure the doctor was', () => {
  it.each([
    ['This sounds most likely like a tension headache.', 'likely'],
    ['I think you have tonsillitis.', 'likely'],
    ['It could be a heart attack, so please call 999 now.', 'possible'],
    ['This is consistent with a mild ankle sprain.', 'possible'],
    ['These may be signs of a stroke.', 'possible'],
  ])('%s → %s', (sentence, certainty) => {
    expect(doctorsImpression([sentence])?.certainty).toBe(certainty);
  });
});

describe('PRIMARY ISSUE in the report', () => {
  const NOW = new Date('2026-11-21T10:00:00Z');
  const issue = (...lines: string[]) => buildReport(lines, NOW).issue;

  it('says how sure the doctor was, and that it is an emergency when it is', () => {
    expect(
      issue('You: my throat is sore', 'Doctor: This sounds like tonsillitis. See your GP this week.'),
    ).toBe('Likely tonsillitis');
    expect(
      issue(
        'You: crushing pain in my chest going into my jaw and I am sweating',
        'Doctor: This could be a heart attack. Call 999 now.',
      ),
    ).toBe('Possible heart attack — emergency');
  });

  it('names the complaint when the doctor named nothing, then the spec’s default', () => {
    expect(issue('You: I have a headache and a fever', 'Doctor: Rest and drink fluids.')).toBe(
      'Headache with fever',
    );
    expect(issue('Doctor: Hello.')).toBe(reportDefaults.issue);
  });
});

describe('doctorsImpression: what follows a cue but is not a condition', () => {
  it.each([
    "You'll likely need a course of antibiotics.",
    'His swallowing may be affected.',
    "It's likely triggered by a virus.",
    "It's likely him being himself.",
    'Most likely, and they may want to check your blood.',
    'This could be caused by a virus or by bacteria.',
  ])('%s names none but what it may be caused by', (sentence) => {
    expect(['virus', undefined]).toContain(doctorsImpression([sentence])?.condition);
  });

  it('lets an earlier impression stand when a later sentence only says how something may be', () => {
    expect(doctorsImpression(['This could be a stroke.', 'His swallowing may be affected.'])?.condition).toBe(
      'stroke',
    );
  });
});
