import { describe, expect, it } from 'vitest';
import { normalize } from './normalise';

describe('normalize: spoken text as every reader takes it', () => {
  it('reads telegraphic speech, a word or two at a time, as the phrase it is', () => {
    expect(normalize("Chest. Tight. Can't get air.")).toBe("chest tight can't get air.");
    expect(normalize("Can't. Talk. Much.")).toBe("can't talk much.");
  });

  it('never runs an answer into the words beside it, so a no stays a no', () => {
    expect(normalize("Chest pain. No. It's fine.")).toBe("chest pain. no. it's fine.");
    expect(normalize('Yes. Hard stools.')).toBe('yes. hard stools.');
  });
});
