import { describe, expect, it } from 'vitest';
import { intakeReducer, openingTransition, startIntake } from './intake';
import { detectRedFlags, readRedFlags } from './red-flags';

const NOW = new Date('2026-03-04T10:00:00Z');

function play(lines: string[]) {
  let { state, turn } = openingTransition(startIntake(NOW));
  const turns = [turn];
  for (const line of lines) {
    ({ state, turn } = intakeReducer(state, line));
    turns.push(turn);
  }
  const last = turns.at(-1)!.sentences.join(' ');
  return { state, last, flags: state.redFlags.map((flag) => flag.id) };
}

describe('a red flag with an everyday cause: one question before it is raised', () => {
  it('asks someone with epilepsy whether the seizure was their usual one, at least urgent meanwhile', () => {
    const { state, last, flags } = play(['I have epilepsy and I had a seizure this morning']);
    expect(last).toMatch(/like your usual seizures, over within five minutes/);
    expect(flags).toEqual([]);
    // A call that ends here is still at least urgent.
    expect(state.urgency).toBe('urgent');
  });

  it('takes a yes, or "the same as always", as the everyday cause, and raises nothing', () => {
    for (const answer of ['yes', 'it was my usual kind, about a minute']) {
      const { state, flags } = play(['I have epilepsy and I had a seizure this morning', answer]);
      expect(flags).toEqual([]);
      expect(state.urgency).not.toBe('emergency');
    }
  });

  it('raises the flag on a no, on not knowing, and on an answer about something else', () => {
    for (const answer of ['no, it went on much longer', 'not sure', 'I have a headache too']) {
      const { state, flags } = play(['I have epilepsy and I had a seizure this morning', answer]);
      expect(flags).toEqual(['seizure']);
      expect(state.urgency).toBe('emergency');
    }
  });

  it('asks nothing when the seizure is happening now, or was never said to be known epilepsy', () => {
    expect(play(['he has epilepsy and he is having a fit right now']).flags).toEqual(['seizure']);
    expect(play(['my son had a seizure this morning']).flags).toEqual(['seizure']);
  });

  it('asks nothing when the everyday cause was already said', () => {
    const { flags, last } = play([
      "I'm calling for my husband, he's got epilepsy",
      'he had one of his fits last night, the same as always, jerking all over',
      'he came round after a few minutes, a bit muddled like he always is',
    ]);
    expect(flags).toEqual([]);
    expect(last).not.toMatch(/usual seizures/);
  });

  it('asks a patient with black stools about iron tablets, and raises it on a no', () => {
    const asked = play(['my poo has gone black']);
    expect(asked.last).toMatch(/iron tablets/);
    expect(asked.flags).toEqual([]);
    expect(play(['my poo has gone black', "yes, I'm on iron tablets"]).flags).toEqual([]);
    expect(play(['my poo has gone black', 'no']).flags).toEqual(['gi-bleeding']);
    // Black and dizzy, or tarry: no question first.
    expect(play(['my poo has gone black and I feel dizzy']).flags).toEqual(['gi-bleeding']);
    expect(play(['my poo is black and tarry']).flags).toEqual(['gi-bleeding']);
  });

  it('never asks the same held question twice in one consultation', () => {
    const { last, flags } = play(['my poo has gone black', 'yes', 'it is still black today']);
    expect(flags).toEqual([]);
    expect(last).not.toMatch(/iron tablets/);
  });
});

describe('the red-flag guard for other dialogues', () => {
  it('counts a held flag as raised: a dialogue that does not ask must not wait', () => {
    const text = 'I have epilepsy and I had a seizure this morning';
    expect(readRedFlags(text).raised).toEqual([]);
    expect(readRedFlags(text).held.map((h) => h.flag.id)).toEqual(['seizure']);
    expect(detectRedFlags(text).map((flag) => flag.id)).toEqual(['seizure']);
  });
});
