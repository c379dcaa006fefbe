import { describe, expect, it } from 'vitest';
import { createBuiltInDoctor } from './built-in-doctor';
import { detectRedFlags } from './red-flags';

function consult(...lines: string[]) {
  const doctor = createBuiltInDoctor({ now: new Date('2026-11-27T10:00:00Z') });
  doctor.opening();
  const said = lines.map((line) => doctor.reply(line).sentences.join(' '));
  return { doctor, said, last: said.at(-1) ?? '' };
}

const CALL_999 = /call emergency services now/i;
const RED_SICK = "My son's just been sick and it's red, I'm panicking";

describe('a red flag with an everyday cause: asked about before it is raised', () => {
  it('asks about the cause, and meanwhile the consultation is an emergency', () => {
    const { doctor, last } = consult(RED_SICK);
    expect(last).toMatch(/has he had anything red to eat or drink/i);
    expect(last).not.toMatch(CALL_999);
    expect(doctor.triage).toEqual({
      urgency: 'emergency',
      redFlags: [expect.objectContaining({ id: 'gi-bleeding' })],
    });
  });

  it('the cause confirmed, and nothing pointing to danger: reassures and takes the history', () => {
    const { doctor, last } = consult(RED_SICK, 'Yes, loads of blackcurrant squash at the party');
    expect(last).toMatch(/can make sick look red/);
    expect(last).not.toMatch(CALL_999);
    expect(doctor.triage.urgency).not.toBe('emergency');
    expect(doctor.triage.redFlags).toEqual([]);
  });

  it('only a bare yes, or the cause named for the patient, confirms it', () => {
    expect(consult(RED_SICK, 'Yes.').doctor.triage.redFlags).toEqual([]);
    for (const reply of [
      "Yes, but he's not waking up properly",
      "yes he's got worse",
      'yes he keeps being sick',
      'Yes I think so',
      'His sister had red squash',
      'He had a nosebleed last year',
      "He hasn't had any red squash",
    ])
      expect(consult(RED_SICK, reply).last, reply).toMatch(CALL_999);
  });

  it('a no, not knowing, a reply about something else or leaving raises it at once', () => {
    for (const reply of ['No', "I don't know", 'It was only the once', 'ok thanks bye'])
      expect(consult(RED_SICK, reply).last, reply).toMatch(CALL_999);
  });

  it('a sign of danger raises it, even with the cause said', () => {
    expect(consult(RED_SICK, "Yes, red jelly, but he's gone very pale and dizzy").last).toMatch(CALL_999);
    expect(consult("I've been sick, it's red, there were clots").last).toMatch(CALL_999);
    expect(
      consult('I had red wine last night and I drink a lot of alcohol, now my sick is red').last,
    ).toMatch(CALL_999);
    expect(consult('My poo has gone black, I take ibuprofen every day').last).toMatch(CALL_999);
    expect(consult("I've been coughing up blood").last).toMatch(CALL_999);
  });

  it('a sign of danger said after the cause was confirmed raises it then', () => {
    const { said } = consult(
      "I've been sick and it's red",
      'Yes, I had beetroot',
      'No',
      'I feel a bit light headed now',
    );
    expect(said[1]).not.toMatch(CALL_999);
    expect(said[3]).toMatch(CALL_999);
    // Red sick explained is not black poo explained.
    expect(
      consult('My sick was red this morning', 'Yes, tomato soup', 'And my poo has gone black as well').last,
    ).toMatch(CALL_999);
  });

  it('is never put down to an everyday cause in a baby or an older person', () => {
    expect(consult("My son's been sick and it's red, he's only 3 weeks").last).toMatch(CALL_999);
    expect(consult("My poo has gone black, I'm 75").last).toMatch(CALL_999);
  });

  it('the cause said first: asks about danger instead, and a no confirms it', () => {
    const poo = 'My poo has gone black since I started iron tablets, I just wanted to check';
    const asked = consult(poo);
    expect(asked.last).toMatch(/sticky or like tar/);
    expect(consult(poo, 'No').doctor.triage.redFlags).toEqual([]);
    expect(consult(poo, "No, I'm fine in myself").doctor.triage.redFlags).toEqual([]);
    expect(consult(poo, 'Yes, a bit dizzy').last).toMatch(CALL_999);
    expect(consult(poo, 'Not sure').last).toMatch(CALL_999);
    // Someone else's iron tablets are not the patient's cause: the cause is asked about.
    expect(consult('My poo is black, my wife takes iron tablets').last).toMatch(/have you been taking iron/i);
  });

  it('two such signs, together or one in the answer to the other, are both raised at once', () => {
    expect(consult("I've been spitting blood this morning and my poo is black").last).toMatch(CALL_999);
    const { doctor } = consult("There's blood in my spit this morning", 'yes, and my poo is black');
    expect(doctor.triage.redFlags.map((flag) => flag.id).sort()).toEqual(['coughing-blood', 'gi-bleeding']);
  });

  it('a call that ends while the question is open is on record as an emergency', () => {
    const { doctor } = consult("There's blood in my spit this morning");
    expect(doctor.record.urgency).toBe('emergency');
    expect(doctor.record.redFlags).toEqual(['Coughing up blood']);
  });

  it('for any other dialogue, which cannot ask, the sign is raised at once', () => {
    expect(detectRedFlags(RED_SICK).map((flag) => flag.id)).toEqual(['gi-bleeding']);
    // The cause said by the patient is not enough without the question and its answer.
    expect(
      detectRedFlags("My son's been sick and it's red, he had red squash").map((flag) => flag.id),
    ).toEqual(['gi-bleeding']);
  });
});
