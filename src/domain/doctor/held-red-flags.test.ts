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

  it('a plain yes confirms the cause; a yes with a worry after it does not; an unsure one is asked again', () => {
    expect(consult(RED_SICK, 'Yes.').doctor.triage.redFlags).toEqual([]);
    expect(consult(RED_SICK, "Yes, but he's not waking up properly").last).toMatch(CALL_999);
    expect(consult(RED_SICK, 'Yes I think so').last).toMatch(/^Just to check/);
  });

  it('a no, or not knowing, raises it at once', () => {
    expect(consult(RED_SICK, 'No').last).toMatch(CALL_999);
    expect(consult(RED_SICK, "I don't know").last).toMatch(CALL_999);
  });

  it('a sign of danger raises it, even with the cause said', () => {
    expect(consult(RED_SICK, "Yes, red jelly, but he's gone very pale and dizzy").last).toMatch(CALL_999);
    expect(consult("I've been sick, it's red, there were clots").last).toMatch(CALL_999);
    expect(
      consult('I had red wine last night and I drink a lot of alcohol, now my sick is red').last,
    ).toMatch(CALL_999);
  });

  it('a reply about something else is asked once more, then raised', () => {
    const { said } = consult(RED_SICK, 'It was only the once', 'He is four');
    expect(said[1]).toMatch(/^Just to check/);
    expect(said[2]).toMatch(CALL_999);
  });

  it('the cause said first: no question and no flag', () => {
    const { doctor, last } = consult(
      'My poo has gone black since I started iron tablets, it is not sticky, I feel fine',
    );
    expect(last).not.toMatch(/one question/);
    expect(doctor.triage.redFlags).toEqual([]);
  });

  it('two such signs at once are raised at once, not asked about one at a time', () => {
    expect(consult("I've been spitting blood this morning and my poo is black").last).toMatch(CALL_999);
  });

  it('a call that ends while the question is open is on record as an emergency', () => {
    const { doctor } = consult("There's blood in my spit this morning");
    expect(doctor.record.urgency).toBe('emergency');
    expect(doctor.record.redFlags).toEqual(['Coughing up blood']);
  });

  it('for any other dialogue, which cannot ask, the sign is raised at once', () => {
    expect(detectRedFlags(RED_SICK).map((flag) => flag.id)).toEqual(['gi-bleeding']);
    expect(
      detectRedFlags("My son's been sick and it's red, he had red squash").map((flag) => flag.id),
    ).toEqual([]);
  });
});
