import { describe, expect, it } from 'vitest';
import { normalize } from './normalise';

describe('normalize: spoken text as every reader takes it', () => {
  it('hears the eye in "my i", not in "my i phone" or "after he left i thought"', () => {
    expect(normalize('something in my i, used an i wash')).toBe('something in my eye, used an eye wash');
    expect(normalize('my i phone is cracked')).toBe('my i phone is cracked');
    expect(normalize('after he left i thought')).toBe('after he left i thought');
  });

  it('reads "nothing\'s leaking" as a denial, but not "nothing\'s coming out" nor "nothing\'s helping"', () => {
    expect(normalize("nothing's leaking out")).toBe('no leaking out');
    expect(normalize("I try to wee and nothing's coming out")).toBe("i try to wee and nothing's coming out");
    expect(normalize("nothing's helping the pain")).toBe("nothing's helping the pain");
  });

  it("drops a recogniser's comma between a subject and what is said of it", () => {
    expect(normalize('My temperature, is normal.')).toBe('my temperature is normal.');
    expect(normalize('The pain, is it sharp?')).toBe('the pain, is it sharp?');
  });

  it('reads telegraphic speech, a word or two at a time, as the phrase it is', () => {
    expect(normalize("Chest. Tight. Can't get air.")).toBe("chest tight. can't get air.");
    expect(normalize('Blue pump. Done it loads.')).toBe('blue pump done it loads.');
  });

  it('never runs an answer or a denial into the words beside it, so a no stays where it was said', () => {
    expect(normalize("Chest pain. No. It's fine.")).toBe("chest pain. no. it's fine.");
    expect(normalize('Yes. Hard stools.')).toBe('yes. hard stools.');
    expect(normalize("Didn't help. Can't breathe.")).toBe("didn't help. can't breathe.");
    expect(normalize('Didn\u2019t help. Cant breathe.')).toBe("didn't help. can't breathe.");
    expect(normalize('Definitely not. Chest pain spreading to my arm.')).toBe(
      'definitely not. chest pain spreading to my arm.',
    );
  });
});

describe('a length said on its own', () => {
  it('is not run into what follows, as a telegraphic fragment is', () => {
    expect(normalize('Two months. Stiff every morning.')).toBe('two months. stiff every morning.');
    expect(normalize('Chest. Tight.')).toBe('chest tight.');
  });
});
