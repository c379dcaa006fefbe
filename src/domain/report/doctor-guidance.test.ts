import { describe, expect, it } from 'vitest';
import { reportDefaults } from '../spec-texts';
import { buildReport } from './build-report';

const NOW = new Date('2026-11-21T10:00:00Z');
const reportOf = (doctorSaid: string[]) =>
  buildReport(
    doctorSaid.map((text) => `Doctor: ${text}`),
    NOW,
  );
const sectionsOf = (doctorSaid: string[]) => {
  const built = reportOf(doctorSaid);
  return { advice: built.prescribedSolution, followUp: built.followUpRecommendation };
};
const advice = (...doctorSaid: string[]) => reportOf(doctorSaid).prescribedSolution;
const followUp = (...doctorSaid: string[]) => reportOf(doctorSaid).followUpRecommendation;

describe('prescribedSolution', () => {
  it.each([
    ['My advice is to rest and keep warm.'],
    ['I recommend ibuprofen with food.'],
    ["I'd suggest a saline nasal spray."],
    ['You should rest your voice.'],
    ['Try a warm compress.'],
    ['Avoid caffeine after midday.'],
    ['Paracetamol can help with the pain.'],
    ['Drink plenty of fluids.'],
  ])('takes advice however it is phrased: "%s"', (sentence) => {
    expect(advice(sentence)).toBe(sentence);
  });

  it('takes an instruction with its reason, under a heading, or continuing a list in one sentence', () => {
    expect(
      advice("Don't give him anything to eat or drink, not even tablets, as his swallowing may be affected."),
    ).toBe("Don't give him anything to eat or drink, not even tablets, as his swallowing may be affected.");
    expect(advice('Advice: keep moving and stay as active as you can; avoid bed rest.')).toBe(
      'Keep moving and stay as active as you can; avoid bed rest.',
    );
    expect(
      advice('Put Vaseline around your nostrils, and shower and change your clothes after being outside.'),
    ).toBe('Put Vaseline around your nostrils, and shower and change your clothes after being outside.');
    expect(advice('Press if it bleeds again.', 'Sieve your wee if you can.', 'Soft toothbrush.')).toBe(
      'Press if it bleeds again. Sieve your wee if you can. Soft toothbrush.',
    );
  });

  it('never takes a question', () => {
    expect(
      advice('Have you tried paracetamol?', 'Should you rest more, do you think?', 'Do you drink much water'),
    ).toBe(reportDefaults.prescribedSolution);
  });

  it('keeps advice that ends in a tag question', () => {
    expect(advice('Rest for a couple of days, okay?')).toBe('Rest for a couple of days, okay?');
  });

  it('leaves out greetings, disclaimers, empathy and the diagnosis', () => {
    expect(
      advice(
        "Hello, I'm an AI, not a human doctor, so I can't examine you.",
        "I'm sorry you're feeling so rough.",
        'This sounds like a tension headache.',
        'Take care.',
      ),
    ).toBe(reportDefaults.prescribedSolution);
  });

  it('separates advice from follow-up in one sentence', () => {
    expect(sectionsOf(['Rest and drink fluids, and see your GP if it is not better in a week.'])).toEqual({
      advice: 'Rest and drink fluids.',
      followUp: 'Self-care: see your GP if it is not better in a week.',
    });
  });

  it('states each piece of advice once', () => {
    expect(
      advice('Drink plenty of fluids.', 'Remember: drink plenty of fluids!', 'drink plenty of fluids'),
    ).toBe('Drink plenty of fluids.');
  });

  it('stays within about 700 characters, cutting between sentences', () => {
    const long = Array.from({ length: 20 }, (_, i) => `Take remedy number ${i} with a glass of water.`);
    const text = advice(...long);
    expect(text.length).toBeLessThanOrEqual(700);
    expect(text.endsWith('water.')).toBe(true);
  });

  it('shortens a single very long piece of advice with an ellipsis', () => {
    const text = advice(`Rest ${'and keep warm '.repeat(60)}tonight.`);
    expect(text.length).toBeLessThanOrEqual(700);
    expect(text.endsWith('…')).toBe(true);
  });

  it('gives the spec’s default when the doctor advised nothing', () => {
    expect(advice()).toBe(reportDefaults.prescribedSolution);
  });
});

describe('followUpRecommendation', () => {
  it('reads a terse plan naming two places, a same-day plan and being seen', () => {
    expect(followUp('Pharmacist or GP practice if still blocked after 5 days.')).toContain('GP practice');
    expect(followUp('Same day if sudden hearing loss, pain or discharge.')).toContain('same day if sudden');
    expect(
      followUp('I think he should be seen today, by his GP or at an urgent treatment centre.'),
    ).toContain('seen today');
  });

  it('puts the urgency first: emergency, then urgent, routine and self-care', () => {
    expect(followUp('Please call 999 now.')).toBe('Emergency: please call 999 now.');
    expect(followUp('Go to A&E straight away.')).toBe('Emergency: go to A&E straight away.');
    expect(followUp('See a doctor within 24 hours.')).toBe('Urgent: see a doctor within 24 hours.');
    expect(followUp('Call 111 for advice.')).toBe('Urgent: call 111 for advice.');
    expect(followUp('Book an appointment with your GP.')).toBe('Routine: book an appointment with your GP.');
    expect(followUp('You can manage this at home with self-care.')).toBe(
      'Self-care: you can manage this at home with self-care.',
    );
  });

  it('takes the most urgent instruction when there are several', () => {
    expect(followUp('Book a routine review next month.', 'But please see a GP today.')).toMatch(/^Urgent: /);
  });

  it('does not let a conditional emergency set the urgency', () => {
    expect(followUp('See a GP within a week.', 'If you develop chest pain, call 999.')).toBe(
      'Routine: see a GP within a week. If you develop chest pain, call 999.',
    );
    expect(followUp('If it gets worse, seek medical help.')).toBe(
      'Self-care: if it gets worse, seek medical help.',
    );
  });

  it('keeps "GP" and "I" capitalised after the urgency', () => {
    expect(followUp('GP review within 2 weeks.')).toBe('Routine: GP review within 2 weeks.');
    expect(followUp("I'd like you to see a doctor today.")).toBe(
      "Urgent: I'd like you to see a doctor today.",
    );
  });

  it('reads the built-in doctor’s "For follow-up," line', () => {
    expect(
      followUp('For follow-up, see a doctor within 24 hours, and seek help sooner if the pain spreads.'),
    ).toBe('Urgent: see a doctor within 24 hours, and seek help sooner if the pain spreads.');
  });

  it('never takes a question', () => {
    expect(
      followUp('Would you like me to book you an appointment?', 'Have you seen your GP about this'),
    ).toBe(reportDefaults.followUpRecommendation);
  });

  it('gives the spec’s default when there was no follow-up', () => {
    expect(followUp('Rest and drink fluids.')).toBe(reportDefaults.followUpRecommendation);
  });
});

describe("a hosted assistant's terse plan", () => {
  const plan =
    'Ok. Likely epididymitis. Infection. Sexual health clinic or GP in next day or two for tests and antibiotics. ' +
    'Supportive underwear. Ibuprofen or paracetamol. No sex until treated. A&E now if sudden severe pain. ' +
    'GP if not better in 2 days of antibiotics. Sooner if fever.';

  it('takes remedies without verbs and "no X" as advice, and what the condition is as neither', () => {
    expect(advice(plan)).toBe('Supportive underwear. Ibuprofen or paracetamol. No sex until treated.');
  });

  it('takes a place named first, and "sooner if", as follow-up', () => {
    expect(followUp(plan)).toBe(
      'Routine: sexual health clinic or GP in next day or two for tests and antibiotics. A&E now if sudden severe pain. ' +
        'GP if not better in 2 days of antibiotics. Sooner if fever.',
    );
  });

  it('keeps a schedule with the advice before it, and takes "helps" and "must be treated" as advice', () => {
    expect(
      advice('Head lice. Wet comb with a detection comb. Every 3 days for 2 weeks. Not dangerous.'),
    ).toBe('Wet comb with a detection comb. Every 3 days for 2 weeks.');
    expect(advice('Physio helps. Everyone in the household must be treated on the same day.')).toBe(
      'Physio helps. Everyone in the household must be treated on the same day.',
    );
    expect(followUp('Could be pre-eclampsia. Call the maternity unit now.')).toBe(
      'Urgent: call the maternity unit now.',
    );
  });
});

describe('how urgent the plan is', () => {
  it('reads the plan before an alternative: "A&E straight away, or call 999 if you can\'t get there" is an emergency', () => {
    expect(
      followUp(
        "This is an emergency. Please take him to A&E straight away, or call 999 if you can't get him there.",
      ),
    ).toMatch(/^Emergency: /);
    expect(
      followUp("Please contact your GP today for a same-day appointment, or call 111 if you can't get one."),
    ).toMatch(/^Urgent: /);
    expect(followUp('I suggest speaking to a pharmacist or your GP today or tomorrow.')).toMatch(/^Urgent: /);
    expect(followUp('Could be pre-eclampsia. Emergency. If you cannot get there, 999.')).toMatch(
      /^Emergency\b/,
    );
    // A condition on the plan itself is still a safety net.
    expect(followUp('Contact a GP urgently if you develop a fever.')).toMatch(/^Self-care: /);
  });
});

describe('where the doctor sends the patient next, said as taking them there or as whom to ask', () => {
  it('reads "take him to A&E" as where to go, not as advice', () => {
    const { advice: said, followUp: next } = sectionsOf([
      'Please take him to A&E today, ideally within the next hour or two.',
      'You can give him paracetamol for the fever.',
    ]);
    expect(next).toMatch(/^Emergency: please take him to A&E today/);
    expect(said).not.toContain('A&E');
  });

  it('reads "a pharmacist can advise" and "ask a pharmacist" as whom to ask, at the level of self-care', () => {
    expect(followUp('Petroleum jelly or a barrier cream, a pharmacist can advise.')).toBe(
      'Self-care: petroleum jelly or a barrier cream, a pharmacist can advise.',
    );
    expect(followUp('Paracetamol, ask a pharmacist if unsure.')).toMatch(/^Self-care: .*ask a pharmacist/);
    expect(followUp('A pharmacist can advise. See your GP today if it spreads.')).toMatch(/^Self-care: /);
  });

  it('does not list the doctor’s thanks as advice', () => {
    expect(advice('Take your time.', 'That really helps.', 'Rest and drink fluids.')).toBe(
      'Rest and drink fluids.',
    );
  });
});

describe("second reader's faults on the guidance readers", () => {
  it('keeps advice that says what helps', () => {
    expect(advice('It helps to keep the foot raised.')).toContain('keep the foot raised');
    expect(advice("It's helpful to keep a headache diary.")).toContain('headache diary');
  });

  it('reads a pharmacist or GP this week as a routine plan', () => {
    expect(followUp('Please see a pharmacist or your GP this week.')).toMatch(/^Routine: /);
  });
});

describe('a plan at home this week', () => {
  it('is no routine appointment', () => {
    expect(followUp('Rest at home this week.')).not.toMatch(/^Routine: /);
  });
});
