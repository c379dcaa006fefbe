import { describe, expect, it } from 'vitest';
import { TurnTaking, type TurnEffect, type TurnEvent } from './turn-taking';

/** A machine driven through `events`, returning it and every effect it asked for, in order. */
function after(...events: TurnEvent[]) {
  const turns = new TurnTaking();
  const effects = events.flatMap((event) => turns.handle(event));
  return { turns, effects };
}

const said = (text: string, at = 0): TurnEvent => ({ type: 'patient-said', text, at });
const types = (effects: TurnEffect[]) => effects.map((effect) => effect.type);
const started = (effects: TurnEffect[]) =>
  effects.flatMap((effect) => (effect.type === 'start-doctor-turn' ? [effect.turn] : []));
const saves = (effects: TurnEffect[]) =>
  effects.flatMap((effect) => (effect.type === 'save-patient-line' ? [effect.line.text] : []));

describe('the greeting', () => {
  it('is said once, however often the client asks', () => {
    const { effects } = after({ type: 'greet' }, { type: 'greet' });
    expect(started(effects)).toEqual([{ id: 0, kind: 'greeting' }]);
  });

  it('is not said once the patient has spoken: the reply is what they hear', () => {
    const { effects } = after(said('I have a cough'), { type: 'line-saved', id: 0 }, { type: 'greet' });
    expect(started(effects).map((turn) => turn.kind)).toEqual(['reply']);
  });

  it('is interrupted by the patient, whose line is then stored and answered', () => {
    const { turns, effects } = after({ type: 'greet' });
    const barge = turns.handle(said('Hello, I have a cough'));
    expect(types(barge)).toEqual(['interrupt-voice', 'abort-doctor-turn']);
    // Nothing is stored until the greeting's turn has wound down (its heard words are stored first).
    expect(saves(barge)).toEqual([]);
    expect(saves(turns.handle({ type: 'doctor-turn-ended', id: 0, endCall: false }))).toEqual([
      'Hello, I have a cough',
    ]);
    expect(started(effects)).toHaveLength(1);
  });
});

describe("the patient's lines", () => {
  it('are stored, then answered, each turn numbered, with the time each arrived', () => {
    const { turns } = after();
    expect(turns.handle(said('I have a headache', 1000))).toEqual([
      { type: 'interrupt-voice' },
      { type: 'arm-silence-timer' },
      { type: 'save-patient-line', line: { id: 0, text: 'I have a headache', receivedAt: 1000 } },
    ]);
    expect(turns.handle({ type: 'line-saved', id: 0 })).toEqual([
      {
        type: 'start-doctor-turn',
        turn: {
          id: 0,
          kind: 'reply',
          number: 1,
          line: { id: 0, text: 'I have a headache', receivedAt: 1000 },
        },
      },
    ]);
    expect(turns.handle({ type: 'doctor-turn-ended', id: 0, endCall: false })).toEqual([
      { type: 'arm-silence-timer' },
    ]);
    turns.handle(said('Since Monday', 2000));
    const [second] = started(turns.handle({ type: 'line-saved', id: 1 }));
    expect(second).toMatchObject({ kind: 'reply', number: 2, line: { text: 'Since Monday' } });
    expect(turns.turns).toBe(2);
  });

  it('interrupt the doctor at once while it speaks (barge-in), and are answered after its turn winds down', () => {
    const { turns } = after(said('I have a headache'), { type: 'line-saved', id: 0 });
    const barge = turns.handle(said('Actually it is my chest'));
    expect(barge).toEqual([{ type: 'interrupt-voice' }, { type: 'abort-doctor-turn', id: 0 }]);
    // The interrupted turn asked to end the call: an interrupted doctor ends nothing.
    const after1 = turns.handle({ type: 'doctor-turn-ended', id: 0, endCall: true });
    expect(types(after1)).toEqual(['arm-silence-timer', 'save-patient-line']);
    expect(started(turns.handle({ type: 'line-saved', id: 1 }))).toMatchObject([
      { kind: 'reply', number: 2, line: { text: 'Actually it is my chest' } },
    ]);
  });

  it('are taken one at a time in the order they came, each answered in full when it came while another was stored', () => {
    const { turns } = after(said('one'));
    // The second comes while the first is being stored: no doctor turn exists yet to interrupt.
    expect(types(turns.handle(said('two')))).toEqual(['interrupt-voice']);
    const reply1 = turns.handle({ type: 'line-saved', id: 0 });
    expect(started(reply1)).toMatchObject([{ kind: 'reply', line: { text: 'one' } }]);
    expect(saves(turns.handle({ type: 'doctor-turn-ended', id: 0, endCall: false }))).toEqual(['two']);
    expect(started(turns.handle({ type: 'line-saved', id: 1 }))).toMatchObject([
      { kind: 'reply', line: { text: 'two' } },
    ]);
  });

  it('that are empty once cleaned are not taken, and the patient is told', () => {
    const { turns, effects } = after({ type: 'greet' }, said(''));
    // Nor do they interrupt the doctor: nothing was said.
    expect(types(effects)).toEqual(['start-doctor-turn', 'notice-not-sent']);
    expect(turns.lastWords()).toEqual([]);
  });

  it('that the room refused outright (too long, malformed) bring the same notice, and nothing else', () => {
    expect(after({ type: 'line-refused' }).effects).toEqual([{ type: 'notice-not-sent' }]);
  });
});

describe('a line that cannot be stored', () => {
  it('is not answered, the patient is told, and the next line is taken', () => {
    const { turns, effects } = after(said('I feel dizzy'), said('and sick'), {
      type: 'line-not-saved',
      id: 0,
    });
    expect(started(effects)).toEqual([]);
    expect(types(effects).slice(-3)).toEqual(['notice-not-sent', 'arm-silence-timer', 'save-patient-line']);
    expect(saves(effects)).toEqual(['I feel dizzy', 'and sick']);
    expect(started(turns.handle({ type: 'line-saved', id: 1 }))).toMatchObject([
      { kind: 'reply', number: 1, line: { text: 'and sick' } },
    ]);
  });

  it('is dropped once the patient is told: not stored when the call ends, nor heard by the doctor', () => {
    const { turns, effects } = after(
      said('I feel dizzy'),
      { type: 'line-not-saved', id: 0 },
      {
        type: 'end',
        reason: 'customer-ended-call',
      },
    );
    expect(types(effects)).toContain('notice-not-sent');
    expect(effects.at(-1)).toEqual({ type: 'finish', reason: 'customer-ended-call', closeCode: 1000 });
    expect(turns.lastWords()).toEqual([]);
  });

  it('resent after the notice, is stored and answered once', () => {
    const { turns, effects } = after(
      said('I feel dizzy'),
      { type: 'line-not-saved', id: 0 },
      said('I feel dizzy'),
      { type: 'line-saved', id: 1 },
      { type: 'end', reason: 'customer-ended-call' },
    );
    expect(saves(effects)).toEqual(['I feel dizzy', 'I feel dizzy']);
    expect(started(effects)).toMatchObject([{ kind: 'reply', number: 1, line: { text: 'I feel dizzy' } }]);
    expect(turns.lastWords()).toEqual([]);
  });

  it('is kept when its save fails only after the call ended, since no notice can reach the patient then', () => {
    const { turns } = after(said('I feel dizzy'), { type: 'end', reason: 'customer-ended-call' });
    expect(turns.lastWords()).toEqual([]);
    expect(turns.handle({ type: 'line-not-saved', id: 0 })).toEqual([]);
    expect(turns.lastWords()).toEqual([{ id: 0, text: 'I feel dizzy', receivedAt: 0, stored: false }]);
  });
});

describe('the end of the call', () => {
  it('mid-turn stops the doctor and keeps the lines not yet stored, in the order they were said', () => {
    const { turns, effects } = after(
      said('first'),
      { type: 'line-saved', id: 0 },
      said('second'),
      said('third'),
      { type: 'end', reason: 'customer-ended-call' },
    );
    expect(effects.slice(-2)).toEqual([
      { type: 'interrupt-voice' },
      { type: 'finish', reason: 'customer-ended-call', closeCode: 1000 },
    ]);
    expect(types(effects).filter((type) => type === 'abort-doctor-turn')).toHaveLength(1);
    expect(turns.lastWords().map((line) => [line.text, line.stored])).toEqual([
      ['second', false],
      ['third', false],
    ]);
    expect(turns.hasEnded).toBe(true);
  });

  it('aborts a doctor turn still running when the call ends', () => {
    const { effects } = after({ type: 'greet' }, { type: 'end', reason: 'server-shutdown', closeCode: 1001 });
    expect(effects.slice(1)).toEqual([
      { type: 'abort-doctor-turn', id: 0 },
      { type: 'interrupt-voice' },
      { type: 'finish', reason: 'server-shutdown', closeCode: 1001 },
    ]);
  });

  it('comes after silence, or at the longest a call may last', () => {
    expect(after({ type: 'silence-timed-out' }).effects.at(-1)).toEqual({
      type: 'finish',
      reason: 'silence-timed-out',
      closeCode: 1000,
    });
    expect(after({ type: 'greet' }, { type: 'max-duration-reached' }).effects.at(-1)).toEqual({
      type: 'finish',
      reason: 'exceeded-max-duration',
      closeCode: 1000,
    });
  });

  it('comes when the doctor ends the call at the end of a turn it was let finish', () => {
    const { effects } = after(
      said('bye'),
      { type: 'line-saved', id: 0 },
      {
        type: 'doctor-turn-ended',
        id: 0,
        endCall: true,
      },
    );
    expect(effects.at(-1)).toEqual({ type: 'finish', reason: 'assistant-ended-call', closeCode: 1000 });
  });

  it('happens once: nothing starts, nothing is answered and nothing is said after it', () => {
    const { turns } = after(said('I have a cough'), { type: 'end', reason: 'customer-ended-call' });
    for (const event of [
      { type: 'end', reason: 'silence-timed-out' },
      { type: 'silence-timed-out' },
      { type: 'max-duration-reached' },
      { type: 'greet' },
      said('hello?'),
      { type: 'line-refused' },
      { type: 'patient-started-speaking' },
      { type: 'line-saved', id: 0 },
      { type: 'doctor-turn-ended', id: 0, endCall: true },
    ] satisfies TurnEvent[]) {
      expect(turns.handle(event)).toEqual([]);
    }
    // The line stored as the call ended was never answered: the doctor still hears it, but it is not stored twice.
    expect(turns.lastWords()).toEqual([{ id: 0, text: 'I have a cough', receivedAt: 0, stored: true }]);
  });
});

describe("the patient's voice heard by the server", () => {
  it('silences the doctor only while a doctor turn runs, and aborts that turn so its next sentence is not said', () => {
    expect(after({ type: 'patient-started-speaking' }).effects).toEqual([]);
    expect(after({ type: 'greet' }, { type: 'patient-started-speaking' }).effects.slice(1)).toEqual([
      { type: 'interrupt-voice' },
      { type: 'abort-doctor-turn', id: 0 },
    ]);
    // Heard again while the turn winds down: silenced again, but aborted once.
    const { turns } = after({ type: 'greet' }, { type: 'patient-started-speaking' });
    expect(turns.handle({ type: 'patient-started-speaking' })).toEqual([{ type: 'interrupt-voice' }]);
  });

  it('makes an interrupted reply that asked to end the call end nothing: the patient is talking', () => {
    const { turns } = after(said('Thank you, goodbye'), { type: 'line-saved', id: 0 });
    turns.handle({ type: 'patient-started-speaking' });
    expect(turns.handle({ type: 'doctor-turn-ended', id: 0, endCall: true })).toEqual([
      { type: 'arm-silence-timer' },
    ]);
    expect(turns.hasEnded).toBe(false);
  });
});

describe('a report from a turn that is not the current one', () => {
  it('is ignored', () => {
    const { turns } = after(said('one'), { type: 'line-saved', id: 0 });
    expect(turns.handle({ type: 'doctor-turn-ended', id: 7, endCall: true })).toEqual([]);
    expect(turns.handle({ type: 'line-saved', id: 7 })).toEqual([]);
    expect(turns.handle({ type: 'line-not-saved', id: 7 })).toEqual([]);
    expect(turns.hasEnded).toBe(false);
  });
});
