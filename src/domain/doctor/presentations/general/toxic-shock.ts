// A red flag for every patient, whatever the presentation: a fever with a rash like sunburn, vomiting or feeling
// faint while using a tampon or a menstrual cup (toxic shock syndrome). The signs it is read from, and what the
// doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  tamponOrCup: phrases('tampons?', 'menstrual cup', 'moon ?cup', 'period cup'),
  sunburnRash: phrases(
    'rash[^.;]{0,30}\\b(?:all over|everywhere)',
    'like (?:a )?sunburn',
    'sunburn[- ]like',
    'red all over',
  ),
} satisfies Record<string, Matcher>;

export const toxicShock = {
  id: 'toxic-shock',
  label: 'A fever with a rash like sunburn, vomiting or faintness, with a tampon or menstrual cup',
  readings: [
    {
      anyOf: [
        ['tamponOrCup', 'fever', 'sunburnRash'],
        ['tamponOrCup', 'fever', 'vomiting'],
        ['tamponOrCup', 'fever', 'faint'],
        ['fever', 'sunburnRash', 'faint'],
      ],
    },
  ],
  emergency: {
    condition: 'toxic shock syndrome',
    why: 'a fever with a rash like sunburn, sickness or faintness can be toxic shock, a rare reaction to an infection that gets worse fast',
    meanwhile: 'take out any tampon or menstrual cup now, and lie down if you feel faint',
  },
} as const satisfies RedFlagDefinition;
