import { describe, expect, it } from 'vitest';
import {
  extractAllergies,
  extractHistory,
  extractLocation,
  extractModifiers,
  extractOnset,
  extractPregnancy,
  extractSeverity,
  extractTemperature,
} from './extractors';
import { analyse, answerOf, answerOfReply, isCorrection, presence, phrases } from '../language';

const a = (text: string) => analyse(text);

describe('severity', () => {
  it.each([
    ['about seven out of ten', false, 7],
    ["it's like an 8/10", false, 8],
    ['ten out of ten', false, 10],
    ['a six or seven', true, 7],
    ['seven', true, 7],
    ['maybe a four', true, 4],
    ['severe', true, 8],
    ['mild', true, 3],
    ['seven', false, null],
    ['a fortnight ago', true, null],
    ['for three days', true, null],
    ['just a bit', true, 3],
    ['paracetamol helps a bit', true, null],
    ["it's a bit better today", true, null],
  ] as const)('%s (asked: %s) → %s', (text, bare, expected) => {
    expect(extractSeverity(a(text), bare)).toBe(expected);
  });
});

describe('negation and replies', () => {
  const fever = phrases('fever', 'temperature');
  it.each([
    ['no fever', 'negated'],
    ["I don't think I have a temperature", 'negated'],
    ['no i have a fever', 'present'],
    ['I have a cough but no fever', 'negated'],
    ['i have a fever and no rash', 'present'],
    ['my throat hurts', 'absent'],
  ] as const)('%s: fever %s', (text, expected) => {
    expect(presence(a(text), fever)).toBe(expected);
  });

  it.each([
    ["I don't think so", 'no'],
    ['not really', 'no'],
    ["I don't know", 'unknown'],
    ['no idea', 'unknown'],
    ['yeah', 'yes'],
    ['yes I do', 'yes'],
    ['it was Monday', 'other'],
  ] as const)('%s → %s', (text, expected) => {
    expect(answerOf(a(text).text)).toBe(expected);
  });

  it('finds the answer in a later clause', () => {
    expect(answerOfReply(a('actually it started Monday, and no, nothing else').text)).toBe('no');
  });

  it('spots corrections', () => {
    expect(isCorrection(a('actually it started Monday').text)).toBe(true);
    expect(isCorrection(a('it started Monday').text)).toBe(false);
  });
});

describe('location', () => {
  it('reads sides, parts and spread', () => {
    expect(extractLocation(a('throbbing on the left side of my head'), false).sites).toEqual([
      'the left side of the head',
    ]);
    const back = extractLocation(a('in my lower back, going down my right leg'), false);
    expect(back.sites).toEqual(['the lower back']);
    expect(back.spread).toEqual(['the right leg']);
    expect(extractLocation(a('the left one'), true, { paired: 'ear' }).sites).toEqual(['the left ear']);
    expect(extractLocation(a('my eyes are red'), false).sites).toEqual(['both eyes']);
  });

  // Short spoken answers to "whereabouts in your head / tummy / back / chest is it?", read as that question's answer.
  it.each([
    ['the back', 'head', ['the back of the head']],
    ['at the back', 'head', ['the back of the head']],
    ['just at the back really', 'head', ['the back of the head']],
    ['at the front', 'head', ['the forehead']],
    ['the front of my head', 'head', ['the forehead']],
    ['round the back of my head', 'head', ['the back of the head']],
    ['on the left side', 'head', ['the left side']],
    ['both sides', 'head', ['both sides']],
    ['all over', 'head', ['all over']],
    ['behind my eyes', 'head', ['behind the eyes']],
    ['behind my left eye', 'head', ['behind the left eye']],
    ['my temples', 'head', ['the temples']],
    ['the top of my head', 'head', ['the top of the head']],
    ['at the top', 'head', ['the top of the head']],
    ['the back of my neck', 'head', ['the back of the neck']],
    ['lower right', 'tummy', ['the lower right of the tummy']],
    ['bottom right', 'tummy', ['the lower right of the tummy']],
    ['low down on the left', 'tummy', ['the lower left of the tummy']],
    ['the lower right-hand side', 'tummy', ['the lower right of the tummy']],
    ['around my belly button', 'tummy', ['around the belly button']],
    ['upper left', 'tummy', ['the upper left of the tummy']],
    ['upper right, under my ribs', 'tummy', ['the upper right of the tummy']],
    ['in the middle', 'tummy', ['the middle of the tummy']],
    ['lower back', 'back', ['the lower back']],
    ['between my shoulder blades', 'back', ['the upper back']],
    ['in the middle', 'back', ['the middle of the back']],
    ['lower down on the right', 'back', ['the right side', 'the lower back']],
    ['in the middle', 'chest', ['the middle of the chest']],
    ['right in the centre', 'chest', ['the middle of the chest']],
    ['left side', 'chest', ['the left side']],
  ] as const)('"%s" answering where in the %s → %j', (text, area, sites) => {
    expect(extractLocation(a(text), true, { area }).sites).toEqual(sites);
  });

  it('reads a short answer only against the question it answers', () => {
    // "the back" is the back of the head only when the head was asked about.
    expect(extractLocation(a('the back'), false, { area: 'head' }).sites).toEqual([]);
    expect(extractLocation(a('at the back'), true).sites).toEqual([]);
    expect(extractLocation(a('at the back'), true, { area: 'tummy' }).sites).toEqual([]);
    expect(extractLocation(a('lower right'), false, { area: 'tummy' }).sites).toEqual([]);
    expect(extractLocation(a('lower right'), true, { area: 'head' }).sites).toEqual([]);
    expect(extractLocation(a('in the middle'), false, { area: 'chest' }).sites).toEqual([]);
    expect(extractLocation(a('not at the back, at the front'), true, { area: 'head' }).sites).toEqual([
      'the forehead',
    ]);
  });

  it('reads full phrases for these places whatever the question', () => {
    expect(extractLocation(a('the lower right side of my tummy'), false).sites).toEqual([
      'the lower right of the tummy',
    ]);
    expect(extractLocation(a('a pain in the middle of my chest'), false).sites).toEqual([
      'the middle of the chest',
    ]);
    expect(extractLocation(a('my left lower back'), false).sites).toEqual(['the left lower back']);
    expect(extractLocation(a('my bottom is sore'), false).sites).toEqual(['the buttock']);
    expect(extractLocation(a('the right-hand side of my head'), false).sites).toEqual([
      'the right side of the head',
    ]);
    expect(extractLocation(a('my right hand'), false).sites).toEqual(['the right hand']);
  });
});

describe('what makes it better or worse', () => {
  it('reads both, in the second person', () => {
    const found = extractModifiers(a("it's worse when I bend over and lying down helps"), false)!;
    expect(found.worse).toEqual(['when you bend over']);
    expect(found.better).toEqual(['with lying down']);
    expect(extractModifiers(a('nothing really'), true)).toEqual({ better: [], worse: [], nothing: true });
    // Asking for help is not what eases it.
    expect(extractModifiers(a('oh my god, please help, something is really wrong'), false)).toBeNull();
    expect(extractModifiers(a('can you help, I need help'), false)).toBeNull();
    expect(extractModifiers(a('no'), false)).toBeNull();
  });
});

describe('history, allergies, pregnancy', () => {
  it('reads conditions and medicines, and a bare no as none', () => {
    expect(extractHistory(a('I have type 2 diabetes and take metformin'), true)).toEqual({
      conditions: ['type 2 diabetes'],
      medicines: ['metformin'],
    });
    expect(extractHistory(a('no'), true)).toEqual({ conditions: [], medicines: [] });
    expect(extractHistory(a("I'm allergic to penicillin"), false)).toEqual({
      conditions: null,
      medicines: null,
    });
  });

  it('reads "no, nothing else" as no conditions only when conditions were asked about', () => {
    expect(extractHistory(a('No, nothing else'), false)).toEqual({ conditions: null, medicines: null });
    expect(extractHistory(a('no problems breathing'), false)).toEqual({ conditions: null, medicines: null });
    expect(extractHistory(a('nothing like that'), true)).toEqual({ conditions: [], medicines: [] });
    expect(extractHistory(a("I'm fit and well"), false)).toEqual({ conditions: [], medicines: null });
  });

  it('reads allergies', () => {
    expect(extractAllergies(a("I'm allergic to penicillin and codeine"), false)).toEqual([
      'penicillin',
      'codeine',
    ]);
    expect(extractAllergies(a('no known allergies'), false)).toEqual([]);
    expect(extractAllergies(a('no'), true)).toEqual([]);
    expect(extractAllergies(a('no'), false)).toBeNull();
  });

  it('reads pregnancy', () => {
    expect(extractPregnancy(a("I'm 20 weeks pregnant"), false)).toEqual({ pregnant: 'yes', weeks: 20 });
    expect(extractPregnancy(a("I'm not pregnant"), false)?.pregnant).toBe('no');
    expect(extractPregnancy(a("I'm a man"), false)?.pregnant).toBe('no');
    expect(extractPregnancy(a('not sure'), true)?.pregnant).toBe('possible');
  });
});

describe('extractTemperature', () => {
  const read = (text: string, asked = false) => extractTemperature(analyse(text), asked);
  it.each([
    ['my temp was thirty eight point five last night', '38.5 °C'],
    ['it was 39.2 on the thermometer', '39.2 °C'],
    ['a hundred and one degrees', '101 °F'],
    ['temperature 38,2', '38.2 °C'],
  ])('"%s" → %s', (text, spoken) => {
    expect(read(text)).toBe(spoken);
  });

  it('takes a bare number only as the answer to a question about temperature', () => {
    expect(read('38.5')).toBeNull();
    expect(read('38.5', true)).toBe('38.5 °C');
  });

  it('ignores ages, denials and numbers outside a body’s range', () => {
    expect(read("I'm 38 years old and my temperature is normal")).toBeNull();
    expect(read('no temperature')).toBeNull();
    expect(read('the thermometer said 20')).toBeNull();
  });
});

describe('extractOnset, through the language module with the doctor’s symptom reader', () => {
  const NOW = new Date('2026-11-21T10:00:00Z');
  const onset = (text: string, bare = false) => extractOnset(analyse(text), NOW, bare);

  it('reads when it started, and how many days ago, as the doctor says it back', () => {
    expect(onset("I've had a headache since yesterday morning")).toMatchObject({
      phrase: 'since yesterday morning',
    });
    expect(onset('it started three days ago')?.daysAgo).toBe(3);
    expect(onset('about a week', true)).not.toBeNull();
  });

  it('reads a span of having something as when it started', () => {
    expect(onset("I've had a cough for two weeks")).toMatchObject({
      phrase: expect.stringContaining('two weeks'),
    });
  });
});

describe('what eases it, never what did not or where the patient was', () => {
  const modifiers = (text: string) => extractModifiers(analyse(text), false);
  it.each([
    "I've been rushed off my feet at work",
    "I've been poking at it with cotton buds, which probably hasn't helped.",
    "ice didn't help",
  ])('"%s" eases nothing', (text) => {
    expect(modifiers(text)?.better ?? []).toEqual([]);
  });

  it('still reads what helps', () => {
    expect(modifiers('lying down helps a bit')?.better).toEqual(['with lying down']);
    expect(modifiers('ibuprofen worked')?.better).toEqual(['with ibuprofen']);
  });

  it('reads a pain scored without being asked, never a length of time', () => {
    expect(extractSeverity(analyse('Pain is strong, maybe 7 or 8.'), false)).toBe(8);
    expect(extractSeverity(analyse('it hurts about a six'), false)).toBe(6);
    expect(extractSeverity(analyse('the pain started maybe 3 days ago'), false)).toBeNull();
    expect(extractSeverity(analyse('sore throat for about three days'), false)).toBeNull();
  });
});

describe('extractHistory: a worry asked is not a condition had', () => {
  it('does not note "cancer" from "Is this the cancer?", but keeps "my chemo" asked about', () => {
    expect(
      extractHistory(
        a('Is this the cancer? They said it was not cancer. Am I going to need an operation?'),
        false,
      ).conditions,
    ).toBeNull();
    expect(extractHistory(a('Is it asthma?'), false).conditions).toBeNull();
    expect(extractHistory(a('Could this be from my chemo?'), false).conditions).toEqual(['cancer']);
    expect(
      extractHistory(a('I had breast cancer five years ago. Could it be back?'), false).conditions,
    ).toEqual(['cancer']);
  });
});
