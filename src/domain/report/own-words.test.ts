import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report';
import { inOwnWords, restatedFindings } from './own-words';

const said = (...texts: string[]) => inOwnWords(texts.map((text) => ({ text })));
const now = new Date('2026-11-21T10:00:00Z');

describe("the patient's own words, for what the vocabulary cannot name", () => {
  it('keeps what the patient said of their body, however it was spelt', () => {
    expect(said('I cant wiggle my toes properly')).toEqual(["i can't wiggle my toes properly"]);
    expect(said("I've been sick. It was a horrible green colour.")).toEqual([
      'it was a horrible green colour',
    ]);
  });

  it('never keeps what the patient denied, nor everyday words in another sense', () => {
    expect(said("My eye is fine. No, it isn't red.")).toEqual([]);
    expect(
      said("I can't remember when. The heating's on full blast. Red wine and hot drinks set it off."),
    ).toEqual([]);
    expect(said('I take amlodipine for my blood pressure.')).toEqual([]);
  });

  it('reads an "it" as the body part named last, unless a thing was named after it', () => {
    expect(said('My big toe hurts.', "It's red where the shoe rubs.")).toEqual([
      'toe red where the shoe rubs',
    ]);
    expect(said('I got poked in my right eye.', 'Six. It waters all the time.')).toEqual(['watery eyes']);
    expect(said('It hurts around her tummy.', "She did a nappy and it's got red jelly stuff in it.")).toEqual(
      ["it's got red jelly stuff in it"],
    );
    // "from the knee down" says how far, not what "it" is.
    expect(
      said("My leg's gone cold and white from the knee down, and it hurts like nothing on earth."),
    ).toEqual(['legs hurts like nothing on earth']);
  });

  it('leaves out a quality said of nothing a reader can place', () => {
    expect(said('Just sore.', 'he says it hurts', 'Watery.')).toEqual([]);
  });

  it('reads the answer to a one-word question as said of what was asked about', () => {
    expect(
      inOwnWords([
        { text: 'Really swollen, both.', asked: 'Ankles?' },
        { text: 'A bit blurry on that side.', asked: 'Okay. Vision?' },
        { text: 'No.', asked: 'Discharge?' },
        { text: 'Sick twice.', asked: 'Any other symptoms?' },
      ]),
    ).toEqual(['ankle swelling', 'blurred vision', 'a bit blurry on that side', 'sick twice']);
  });
});

describe('findings the doctor restated in their own words', () => {
  it('lists each finding, not its setting, nor one the vocabulary names', () => {
    expect(
      restatedFindings([
        'haloes around lights and the big toe leaning inwards, after heavy drinking, in someone who is long-sighted',
        'pins and needles with greasy yellow scales',
      ]),
    ).toEqual(['haloes around lights', 'big toe leaning inwards', 'greasy yellow scales']);
  });

  it('takes the findings a doctor reasons from, never a warning of what to watch for', () => {
    const obstruction = buildReport(
      [
        'Doctor: What is going on?',
        "You: My stomach's awful, it comes in waves and it's blown up like a balloon. I've been sick.",
        'Doctor: Waves of pain, a swollen tummy, green vomit and a tummy that sounds tinkly make me worried about a bowel obstruction. Call 999 now.',
      ],
      now,
    );
    expect(obstruction.symptoms).toContain('green vomit');
    expect(obstruction.symptoms).toContain('tummy that sounds tinkly');
    const child = buildReport(
      [
        'Doctor: What is going on?',
        'You: She has a temperature and a runny nose.',
        'Doctor: Call 999 if she gets a rash that does not fade under a glass or becomes floppy, which could mean meningitis.',
      ],
      now,
    );
    expect(child.symptoms).toBe('fever, runny nose');
  });

  it('keeps words as said out of the primary issue', () => {
    const report = buildReport(
      [
        'Doctor: What is going on?',
        'You: I have a bad headache. It feels like there is grit behind my eyes.',
        'Doctor: Thank you. Please rest and take paracetamol.',
      ],
      now,
    );
    expect(report.symptoms).toContain('headache');
    expect(report.issue).toBe('Headache');
  });
});
