import { describe, expect, it } from 'vitest';
import { findSymptomMentions } from './index';

const listed = (text: string) =>
  findSymptomMentions(text, { thorough: true })
    .filter((m) => !m.negated)
    .map((m) => m.wording);

describe('the state a patient says a part of them is in, as the report lists it', () => {
  it.each([
    ['my skin is super oily by lunchtime', 'oily skin'],
    ['lids were crusted shut this morning', 'crusted eyelid'],
    ["my ear's blocked", 'blocked ears'],
    ['the skin on my knuckles is cracking', 'cracking knuckle'],
    ['my chest goes tight', 'tight chest'],
  ])('"%s" lists %s', (text, wording) => {
    expect(listed(text)).toContain(wording);
  });

  it.each([
    'my knee is getting better',
    'I cut my finger chopping onions',
    'my hand yesterday was fine',
    'my toe is absolutely fine',
    'his face looks funny',
  ])('"%s" lists no state of the part', (text) => {
    expect(listed(text).filter((w) => /\b(?:getting|chopping|yesterday|absolutely|funny)\b/.test(w))).toEqual(
      [],
    );
  });

  it('a state the patient denies is not listed', () => {
    expect(findSymptomMentions("my ear isn't blocked", { thorough: true }).every((m) => m.negated)).toBe(
      true,
    );
  });
});

describe('what is seen on the body, worded with where it is', () => {
  it.each([
    ['blisters near my mouth', 'blisters near mouth'],
    ['a rash between my fingers', 'rash between fingers'],
  ])('"%s" lists %s', (text, wording) => {
    expect(listed(text)).toContain(wording);
  });
});

describe('qualities only some parts have', () => {
  it('hears ringing only of ears', () => {
    expect(listed("my knees look blotchy. I'm ringing them now")).toEqual(['blotchy knee']);
    expect(listed('my left ear is ringing')).toEqual(['ringing ear']);
  });
});

describe('words that are no symptom where they stand', () => {
  it.each(['I was discharged from hospital on Monday', 'it was a foggy morning'])(
    '"%s" lists nothing',
    (text) => {
      expect(listed(text)).toEqual([]);
    },
  );
});

describe('words that sound like a symptom of a site but are not one', () => {
  it.each([
    ['his eyes rolled right back', 'back pain'],
    ['tears running down my cheeks in the wind', 'shortness of breath'],
    ["i've been breaking wind a lot", 'shortness of breath'],
    ['he went stiff on the sofa and then started jerking all over. his eyes rolled right back', 'stiff eye'],
  ])('"%s" does not list %s', (text, label) => {
    const found = findSymptomMentions(text, { thorough: true }).filter((m) => !m.negated);
    expect(found.flatMap((m) => [m.label, m.wording])).not.toContain(label);
  });

  it.each([
    ['i rolled my ankle', 'sprained ankle'],
    ['i twisted my back lifting', 'back pain'],
    ['i was winded', 'shortness of breath'],
    ['my knee went stiff', 'stiff knee'],
    ['bad pain last night. top right of my tummy', 'abdominal pain'],
  ])('"%s" still lists %s', (text, label) => {
    const found = findSymptomMentions(text, { thorough: true }).filter((m) => !m.negated);
    expect(found.flatMap((m) => [m.label, m.wording])).toContain(label);
  });
});

describe('where on a part, and parts that are not the patient’s', () => {
  it('says where on the part a lump is, and reads no leg in the leg of the bed', () => {
    expect(listed("there's a lump on the back of my neck")).toContain('lump on back of neck');
    expect(listed('a lump on my back')).toContain('lump on back');
    const toe = listed('i stubbed my little toe on the leg of the bed, it hurts to walk on');
    expect(toe).toContain('little toe pain');
    expect(toe).not.toContain('leg pain');
    expect(listed('the back of my leg hurts')).toContain('leg pain');
  });
});
