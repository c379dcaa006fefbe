import { describe, expect, it } from 'vitest';
import { reportDefaults } from '../spec-texts';
import { buildReport } from './build-report';
import { doctorsImpression, namedOutright } from './primary-issue';
import { isGuidance } from './doctor-guidance';

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
    [
      'A swollen, hot, red knee, along with a fever and no injury, makes me worried about an infection inside the joint, which is called septic arthritis.',
      'septic arthritis',
    ],
    [
      'With a temperature of 40.1 after hours in the heat, I’m worried this is heatstroke, where the body cannot cool down.',
      'heatstroke',
    ],
    [
      'This could be a tear in the wall of the main artery, called an aortic dissection.',
      'aortic dissection',
    ],
    [
      'Constant pain under your right ribs with a temperature suggests your gallbladder has become inflamed, which is called acute cholecystitis.',
      'acute cholecystitis',
    ],
    [
      'Irregular periods and spots fit really well with polycystic ovary syndrome, or PCOS.',
      'polycystic ovary syndrome',
    ],
    ['This sounds most likely to be rotator cuff tendinopathy.', 'rotator cuff tendinopathy'],
    [
      'Loud snoring and morning headaches sound very much like obstructive sleep apnoea.',
      'obstructive sleep apnoea',
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
    'That fits with what you said.',
    "I'm worried about you.",
    "I'm a bit concerned that it's getting worse.",
    'The medicine is called omeprazole.',
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

describe('a condition a terse doctor names outright at the start of the plan', () => {
  const named = (...plan: string[]) => namedOutright(plan, isGuidance)?.condition;

  it.each([
    [['Right.', 'Nettle rash.', 'Wash with soap and water.'], 'nettle rash'],
    [['Okay.', 'Stubbed, bruised toe.', 'Rest it, ice pack, raise the foot.'], 'stubbed, bruised toe'],
    [['Ok.', "Athlete's foot.", 'Antifungal cream.'], "athlete's foot"],
    [['Right.', 'UTI.', 'Antibiotics from the GP today.'], 'UTI'],
  ])('%j → %s', (plan, condition) => {
    expect(named(...plan)).toBe(condition);
  });

  it.each([
    [['Okay.', 'Antifungal cream.', 'Dry between toes.']],
    [['Right.', 'Sorry to hear that.', 'Rest it.']],
    [['Right.', 'Emergency.', 'Call 999 now.']],
    [['Okay.', 'Not serious.', 'Rest.']],
    [['Rest it, ice pack, raise the foot.', 'Tennis elbow.']],
    [['Okay.', 'GP if no better in a week.']],
  ])('%j names none', (plan) => {
    expect(named(...plan)).toBeUndefined();
  });

  it('is read only when the doctor gave no impression in words, and says it is likely', () => {
    expect(
      buildReport(
        [
          'You: my leg stings after the nettles',
          'Doctor: Right. Nettle rash. Antihistamine from a pharmacist.',
        ],
        new Date('2026-11-21T10:00:00Z'),
      ).issue,
    ).toBe('Likely nettle rash');
  });
});

describe("second reader's faults on the impression readers", () => {
  it.each([
    [['It sounds like cellulitis.', "I'm a bit worried about the swelling though."], 'cellulitis'],
    [['I think it’s a migraine, which is known as a primary headache.'], 'migraine'],
    [['It sounds like tonsillitis, something called glandular fever is less likely.'], 'tonsillitis'],
    [['These fit with the picture of a chest infection.'], 'chest infection'],
  ])('%j → %s', (statements, condition) => {
    expect(doctorsImpression(statements)?.condition).toBe(condition);
  });

  it.each([
    "I'm worried about the fact that it's spreading.",
    'I feel like a blood test would be sensible.',
    'This is called a peak flow diary.',
  ])('names no condition in "%s"', (sentence) => {
    expect(doctorsImpression([sentence])).toBeUndefined();
  });

  it.each([
    ['Ouch.'],
    ['Right then.'],
    ['Poor thing.'],
    ['Oh dear.'],
    ['Lovely.'],
    ['Cheers.'],
    ['Two things.'],
    ['Sounds painful.'],
    ['Hello again, Sarah.'],
    ['Mrs Jones.'],
  ])('takes no pleasantry for a condition: "%s"', (first) => {
    expect(namedOutright([first, 'Rest it and raise it.'], isGuidance)).toBeUndefined();
  });
});

describe("second reader's faults on the answers to the first review", () => {
  it.each([
    ["I'm worried about meningitis, so please call 999.", 'meningitis'],
    ['This is called plantar fasciitis.', 'plantar fasciitis'],
  ])('%s → %s', (sentence, condition) => {
    expect(doctorsImpression([sentence])?.condition).toBe(condition);
  });

  it('takes a short name said outright, and no treatment for a condition', () => {
    expect(namedOutright(['Right.', 'MS.', 'See your GP this week.'], isGuidance)?.condition).toBe('MS');
    expect(namedOutright(['Okay.', 'Bad back.', 'Keep moving.'], isGuidance)?.condition).toBe('bad back');
    expect(doctorsImpression(['This is called a peak flow diary.'])).toBeUndefined();
  });
});

describe("third reader's faults on the impression readers", () => {
  it.each([
    "I'm worried about missing something serious.",
    "I'm worried about leaving it over the weekend.",
    "I'm worried about two things.",
    "It's called naproxen.",
    "It's called NHS 111.",
    "It's called a fit note.",
  ])('names no condition in "%s"', (sentence) => {
    expect(doctorsImpression([sentence])).toBeUndefined();
  });

  it.each([['Bad luck.'], ['Too bad.'], ['Bad timing.']])('takes no "%s" for a condition', (first) => {
    expect(namedOutright([first, 'Rest it and raise it.'], isGuidance)).toBeUndefined();
  });
});
