import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report';
import { inOwnWords, restatedFindings } from './own-words';

const said = (...texts: string[]) => inOwnWords(texts.map((text) => ({ text })));
const now = new Date('2026-11-21T10:00:00Z');
/** The report's symptoms after each reply, each to "Tell me more.". */
const symptomsOf = (...replies: string[]) =>
  buildReport(
    replies.flatMap((reply) => ['Doctor: Tell me more.', `You: ${reply}`]),
    now,
  ).symptoms;

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

  it("never keeps someone else's symptom, a question, the past or another sense of a word", () => {
    expect(
      said("my mum's hands go white in the cold, mine don't", "his brother's lips went blue when he had it"),
    ).toEqual([]);
    expect(said('what if it turns blue', 'I broke my wrist as a child and it was swollen for weeks')).toEqual(
      [],
    );
    expect(
      said(
        "it's hot outside",
        "I've been eating green vegetables",
        'the house is cold',
        'my jeans feel tight',
        'my phone keeps popping up alerts',
        'she had a bath and it was too hot',
      ),
    ).toEqual([]);
    expect(said("my eyes are gritty, they're not red as far as I can tell")).toEqual([]);
    expect(
      said(
        'The doctor said watch for lips going blue.',
        'my eyes are brown',
        "i've always had pale skin",
        "the dog's tongue went blue",
        "her poo was green this morning but that's normal for her",
      ),
    ).toEqual([]);
  });

  it('keeps what is said now beside a hedge or the past', () => {
    for (const text of [
      "I don't know if it matters, but I cant wiggle my toes properly",
      'when I was 12 I broke my arm, now I cant wiggle my toes properly',
    ])
      expect(said(text)).toEqual(["i can't wiggle my toes properly"]);
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
        { text: 'Swollen? No.', asked: 'Ankles?' },
        { text: 'swollen yesterday, fine now', asked: 'Legs?' },
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
    // A lesson in what a condition looks like, alternatives, or a restatement the patient did not let stand.
    for (const [said, doctor, after] of [
      [
        'My baby has a temperature and a runny nose.',
        'A rash that does not fade under a glass, a stiff neck or being very floppy are warning signs of meningitis.',
        'Okay.',
      ],
      [
        'I have a headache.',
        'A sudden severe headache with a stiff neck and vomiting could mean a bleed.',
        'Right.',
      ],
      [
        'I have a headache.',
        'A sudden headache with a stiff neck and vomiting could be a bleed.',
        "No, it's not like that.",
      ],
      [
        'I have a headache.',
        'A headache with a stiff neck and a rash could be meningitis, so call 999 if that happens.',
        'Okay.',
      ],
      [
        'I have a headache.',
        "A headache with vomiting and drowsiness suggests a bleed, and that's not what you describe.",
        'Okay.',
      ],
      [
        'I have a headache.',
        'A sudden headache with vomiting and drowsiness sounds like a bleed.',
        'Definitely not.',
      ],
    ] as const)
      expect(
        buildReport(['Doctor: What is going on?', `You: ${said}`, `Doctor: ${doctor}`, `You: ${after}`], now)
          .symptoms,
      ).not.toMatch(/stiff neck|rash|floppy|vomiting|drowsiness/);
  });

  it('puts the rating on the symptom named, not on words as said', () => {
    const report = buildReport(
      [
        'Doctor: What is going on?',
        "You: It's a horrible green colour, the last lot, and I have a headache.",
        'Doctor: Out of 10?',
        'You: 7',
      ],
      now,
    );
    expect(report.symptoms).toBe("headache (7/10), it's a horrible green colour");
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

describe("the patient's own words beside a symptom the vocabulary names", () => {
  it('quotes what says more than the label: where, what it looks like, how it happened', () => {
    expect(symptomsOf("I've got a horrible pain under my right ribs.")).toContain(
      'abdominal pain ("horrible pain under my right ribs")',
    );
    expect(symptomsOf('Red lump, size of a coin.')).toContain('lump ("red lump")');
    expect(symptomsOf('I twisted my ankle playing football.')).toContain(
      '"twisted my ankle playing football"',
    );
  });

  it('quotes nothing that only says the label again, when it began, or about someone else', () => {
    expect(symptomsOf('My tummy hurts.')).toBe('abdominal pain');
    expect(symptomsOf("I've been throwing up since last night.")).toBe('vomiting');
    expect(symptomsOf('My partner and I both have thumping headaches.')).not.toContain('"');
  });

  it('quotes one thing said once, beside the symptom it is most about', () => {
    expect(symptomsOf('I have an itchy red rash on my arms.')).toBe(
      'itching, rash on arms ("itchy red rash on my arms")',
    );
  });
});

describe("a second reader's faults in the quoted words, kept", () => {
  it('quotes words beside the site they were said of, not another of the same kind', () => {
    expect(symptomsOf("I've got a lump on my neck. Also a hard painless lump in my groin")).not.toContain(
      'groin")',
    );
  });

  it('quotes nothing that might happen, was asked, was denied, or was before or is usual', () => {
    expect(symptomsOf("I'll ring back if I get a crushing pain in my chest")).not.toContain('"');
    expect(symptomsOf('Could the pain under my ribs be gallstones?')).not.toContain('"');
    expect(symptomsOf('Back in 2019, I had a horrible pain under my right ribs')).not.toContain('"');
    expect(
      symptomsOf("I normally get a throbbing headache behind my eyes, that's normal for me"),
    ).not.toContain('"');
  });

  it('reads a decimal point and "Dr." as no end of a sentence', () => {
    expect(symptomsOf('My temperature was 38.5. My head is pounding')).toContain('fever 38.5 °C');
    expect(symptomsOf('My temperature was 38.5. My head is pounding')).not.toContain('"my temperature');
    expect(symptomsOf("My wife went to Dr. Jones with a barking cough that won't go")).not.toContain('"');
  });

  it('leaves times out of the quote, and a synonym in brackets says nothing more', () => {
    expect(symptomsOf("I've got a headache that started on Tuesday at 3pm")).toBe('headache');
    expect(symptomsOf("I've had chest pain since 10 past 3 this afternoon")).toBe('chest pain');
    expect(symptomsOf('My tummy hurts (like really bad)')).toBe('abdominal pain');
  });
});
