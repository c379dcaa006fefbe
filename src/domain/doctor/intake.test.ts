import { describe, expect, it } from 'vitest';
import { createBuiltInDoctor, warmUpDoctor } from './built-in-doctor';
import { intakeReducer, openingTransition, startIntake, type IntakeState } from './intake';
import { INTAKE_STEPS } from './intake-steps';

const NOW = new Date('2025-03-12T10:00:00Z');

function play(lines: string[]) {
  let { state, turn } = openingTransition(startIntake(NOW));
  const turns = [turn];
  for (const line of lines) {
    ({ state, turn } = intakeReducer(state, line));
    turns.push(turn);
  }
  return { state, turns };
}

// The first two 'no's answer the emergency screen (breathing or chest; fainting, confusion or bleeding).
const SORE_THROAT_TO_CLOSING = [
  'I have a sore throat since Monday',
  'no',
  'no',
  'three',
  'no',
  'no',
  'no',
  'no',
  'yes',
];

describe('the built-in doctor', () => {
  it('opens by greeting, saying it is an AI and not a human doctor, and asking what brings them in', () => {
    const doctor = createBuiltInDoctor({ now: NOW });
    const text = doctor.opening().sentences.join(' ');
    expect(text).toMatch(/Hello/);
    expect(text).toMatch(/AI, not a human doctor/);
    expect(text).toMatch(/What brings you in today\?$/);
    // A few seconds of speech before the first question, not a paragraph.
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(20);
    expect(doctor.triage).toEqual({ urgency: null, redFlags: [] });
    expect(doctor.finished).toBe(false);
  });

  it('takes the history in the order of the step data', () => {
    expect(INTAKE_STEPS.map((step) => step.id)).toEqual([
      'complaint',
      'safety-learned-confirm',
      'safety-breathing-chest',
      'safety-breathing-chest-severe',
      'safety-collapse-bleeding',
      'safety-collapse-bleeding-now',
      'safety-mood',
      'child-age',
      'onset',
      'character',
      'severity',
      'location',
      'associated',
      'hydration',
      'glass-test',
      'modifiers',
      'history',
      'allergies',
      'pregnancy',
    ]);
  });

  it('is deterministic: the same script gives the same words', () => {
    const once = play(SORE_THROAT_TO_CLOSING).turns;
    const again = play(SORE_THROAT_TO_CLOSING).turns;
    expect(again).toEqual(once);
  });

  it('reads a summary, then advice, follow-up and "anything else?" in the words the report reads', () => {
    const { state, turns } = play(SORE_THROAT_TO_CLOSING);
    const summary = turns.at(-2)!.sentences.find((s) => s.startsWith('To summarise,'));
    expect(summary).toMatch(/sore throat since Monday/);
    const last = turns.at(-1)!.sentences;
    expect(last.some((s) => s.startsWith('This sounds most likely like'))).toBe(true);
    expect(last.some((s) => s.startsWith('My advice is'))).toBe(true);
    expect(
      last.some((s) => s.startsWith('For follow-up,') && /self-care/.test(s) && /seek help sooner/.test(s)),
    ).toBe(true);
    expect(last.at(-1)).toMatch(/anything else/);
    expect(state.phase).toBe('closing');
  });

  it('closes on "no", "that\'s all" or "thank you" after "anything else?"', () => {
    for (const closing of ['no', "that's all", 'thank you']) {
      const { state, turns } = play([...SORE_THROAT_TO_CLOSING, closing]);
      expect(turns.at(-1)!.endCall).toBe(true);
      expect(turns.at(-1)!.sentences.join(' ')).toMatch(/goodbye/i);
      expect(state.phase).toBe('ended');
    }
  });

  it('asks "anything else?" at most twice, then closes', () => {
    const { turns } = play([...SORE_THROAT_TO_CLOSING, 'is it contagious', 'what about work']);
    expect(turns.at(-2)!.sentences.at(-1)).toBe('Is there anything else before we finish?');
    expect(turns.at(-1)!.endCall).toBe(true);
  });

  it('guards every turn: a red flag at the end of the consultation still escalates at once', () => {
    const { state, turns } = play([
      ...SORE_THROAT_TO_CLOSING,
      'actually I now have chest pain and I feel sweaty',
    ]);
    const turn = turns.at(-1)!;
    expect(turn.redFlags.map((flag) => flag.id)).toEqual(['cardiac-chest-pain']);
    expect(turn.sentences[1]).toMatch(/call emergency services now/);
    expect(turn.endCall).toBe(false);
    expect(state.urgency).toBe('emergency');
  });

  it('after an emergency, records it, repeats the core advice and ends when the patient acknowledges', () => {
    const doctor = createBuiltInDoctor({ now: NOW });
    doctor.opening();
    const first = doctor.reply("I'm having an allergic reaction and my throat is closing up");
    expect(first.redFlags.map((flag) => flag.id)).toEqual(['anaphylaxis']);
    expect(doctor.triage).toEqual({ urgency: 'emergency', redFlags: first.redFlags });
    const next = doctor.reply("okay I'm calling");
    expect(next.sentences.join(' ')).toMatch(/call emergency services now/);
    expect(next.endCall).toBe(true);
    expect(doctor.finished).toBe(true);
    expect(doctor.reply('hello?')).toEqual({ sentences: [], endCall: true, redFlags: [] });
  });

  it('does not repeat a flag already raised', () => {
    const { turns } = play(["I've got chest pain and I'm sweating", 'and the chest pain is worse']);
    expect(turns.at(-1)!.redFlags).toEqual([]);
  });

  it('asks again kindly when nothing was heard', () => {
    const { state, turns } = play(['   ']);
    expect(turns.at(-1)!.sentences).toEqual(["Sorry, I didn't catch that. Could you say it again?"]);
    expect(state.asked.complaint).toBe(1);
  });

  it('rephrases once when a reply is not understood, then moves on', () => {
    const { state, turns } = play(['I have a sore throat', 'no', 'no', 'purple', 'banana']);
    expect(turns[4]!.sentences.join(' ')).toMatch(/Roughly when did it begin/);
    expect(turns[5]!.sentences.join(' ')).toMatch(/let's move on/);
    expect(state.gaveUp).toEqual(['onset']);
  });

  it('notes an answer to another question instead of saying it did not understand (the browser journey)', () => {
    const { state, turns } = play([
      'I have had a headache and a fever since yesterday morning',
      'no',
      'no',
      'It is about six out of ten',
      'No, nothing else',
    ]);
    expect(turns[3]!.sentences.at(-1)).toMatch(/^How would you describe the pain/);
    // "six out of ten" answers the severity question: noted, and the pain question asked in other words.
    expect(turns[4]!.sentences).toEqual([
      'Thanks, 6 out of 10.',
      'And in your own words, what does the pain feel like?',
    ]);
    // "No, nothing else" answers nothing: move on, and never to the 0-10 score, already given.
    expect(turns[5]!.sentences).toEqual([
      "Okay, let's move on.",
      'Whereabouts in your head is it, for example your forehead, one side, or the back?',
    ]);
    const said = turns.flatMap((turn) => turn.sentences).join(' ');
    expect(said).not.toMatch(/didn't quite get that|scale from 0 to 10/);
    expect(state.facts).toMatchObject({
      severity: 6,
      character: [],
      conditions: null,
      medicines: null,
      allergies: null,
      onset: { phrase: 'since yesterday morning' },
    });
    expect(state.asked).toMatchObject({ character: 2 });
    expect(state.asked.severity).toBeUndefined();
    expect(state.gaveUp).toEqual(['character']);
  });

  it('moves on after the second try even when the reply answers another question', () => {
    const { state, turns } = play([
      'I have a headache',
      'no',
      'no',
      'purple',
      "I've been taking paracetamol",
    ]);
    expect(turns[5]!.sentences).toEqual([
      "Thanks, I've noted paracetamol.",
      'How would you describe the pain: is it sharp, dull, throbbing, burning, or more like a cramp?',
    ]);
    expect(state.gaveUp).toEqual(['onset']);
    expect(state.asked.onset).toBe(2);
  });

  it('takes the time it is given, not the clock', () => {
    const later: IntakeState = startIntake(new Date('2025-06-01T09:00:00Z'));
    const { state } = intakeReducer(openingTransition(later).state, 'I have had a sore throat since Monday');
    expect(state.facts.onset?.daysAgo).toBeLessThan(7);
  });

  it('warms up without error', () => {
    expect(() => warmUpDoctor(NOW)).not.toThrow();
  });
});

describe('placing the complaint', () => {
  it('places a complaint from where the patient says the trouble is, when no symptom names it', () => {
    const { state } = play(["It's my back, honestly, it's killing me when I bend over"]);
    expect(state.facts.complaint).toBe('back-pain');
    expect(play(['When I make the pee it is burning']).state.facts.complaint).toBe('urinary');
    expect(play(['Her nose is fine, she is just tired']).state.facts.complaint).not.toBe('injury');
  });

  it('takes the complaint the patient says is why they called over one mentioned first', () => {
    const { state } = play([
      "My knee's been a bit stiff in the mornings, but that's not really why I'm calling",
      'The main thing is my stomach, there is a burning up in the top of my tummy after big meals',
    ]);
    expect(state.facts.complaint).toBe('abdominal-pain');
    // "Burning up in the top of my tummy" is where it burns, not a fever.
    expect(state.facts.mentions.filter((m) => !m.negated).map((m) => m.label)).not.toContain('fever');
  });
});

describe('urine infections', () => {
  /** Tells the complaint, then answers every question plainly until the doctor gives its advice. */
  const finish = (about: string) => {
    let { state } = play([`${about} It burns when I pee and I keep going to the toilet, since yesterday`]);
    for (let turn = 0; turn < 20 && state.phase === 'intake'; turn++) {
      const question = state.lastQuestion ?? '';
      const answer = /right\?/.test(question) ? 'yes' : /how bad/i.test(question) ? 'three' : 'no';
      ({ state } = intakeReducer(state, answer));
      if (state.phase === 'confirm') ({ state } = intakeReducer(state, 'yes'));
    }
    return state;
  };

  it('are for a pharmacist in a woman of working age without warning signs, and a doctor in a man', () => {
    expect(finish("I'm a 25 year old woman.").urgency).toBe('self-care');
    expect(finish("I'm a 40 year old man.").urgency).toBe('routine');
    expect(finish("I'm 82.").urgency).toBe('routine');
  });
});

describe('after the advice', () => {
  it('does not note "let me think" as something to mention at the follow-up', () => {
    const { state } = play(SORE_THROAT_TO_CLOSING);
    expect(state.phase).toBe('closing');
    const said = intakeReducer(state, 'Hmm, let me think.').turn.sentences.join(' ');
    expect(said).not.toMatch(/noted that/);
    expect(said).toMatch(/Take your time/);
  });
});

describe('who the call is about, said when something else was asked', () => {
  it("thanks a parent for the baby's age given in answer to a screening question, and asks again", () => {
    const { turns } = play(["my baby's being sick", "he's four days old"]);
    expect(turns[2]!.sentences[0]).toBe('Thank you.');
    expect(turns[2]!.sentences.join(' ')).not.toMatch(/didn't quite get that/);
  });
});
