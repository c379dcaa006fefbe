// A red flag for every patient, whatever the presentation: dialysis missed, with weakness, a heartbeat that feels
// wrong or breathlessness (the blood's potassium may be dangerously high). The signs it is read from, and what the
// doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
/** Not about now: a session missed long ago, or dialysis not yet started. */
const NOT_NOW = '(?! (?:\\w+ ){0,3}(?:last year|years ago|months ago|yet|before i started))';

export const concepts = {
  missedDialysis: phrases(
    `missed (?:\\S+ ){0,3}dialysis${NOT_NOW}`,
    `skipped (?:my |his |her |the )?dialysis${NOT_NOW}`,
    `dialysis (?:\\w+ ){0,3}(?:missed|cancelled|skipped)${NOT_NOW}`,
    `(?:couldn't|could not|didn't|did not) (?:get|make it|go) to (?:my |his |her |the )?dialysis${NOT_NOW}`,
    `(?:haven't|hasn't) (?:been|gone) to (?:my |his |her )?dialysis${NOT_NOW}`,
    `missed (?:a|my|my last|his last|her last|two|2|three|a couple of|\\S+'s) (?:dialysis )?sessions?${NOT_NOW}`,
    "(?:haven't|hasn't) been on the machine",
  ),
  /** What high potassium or fluid overload feels like. */
  potassiumSigns: phrases(
    'legs? (?:\\w+ ){0,3}(?:like lead|heavy|weak|jelly)',
    '(?:so |really |very )?weak',
    '(?:can|could) (?:barely|hardly) (?:stand|walk|move)',
    'heart\\w*\\W?s? (?:\\w+ ){0,3}(?:odd|strange|funny|slow|thumping|skipping|racing|weird|fluttering|irregular|all over the place)',
    "(?:can't|cannot) lie flat",
    'pins and needles',
    'tingl\\w*',
  ),
} satisfies Record<string, Matcher>;

export const missedDialysis = {
  id: 'missed-dialysis',
  label: 'Dialysis missed, with weakness, an odd heartbeat or breathlessness',
  readings: [
    {
      anyOf: [
        ['missedDialysis', 'potassiumSigns'],
        ['missedDialysis', 'breathless'],
        ['missedDialysis', 'faint'],
        ['missedDialysis', 'palpitations'],
        ['missedDialysis', 'chestDiscomfort'],
        ['missedDialysis', 'vomiting'],
        ['missedDialysis', 'confusedNow'],
      ],
    },
  ],
  emergency: {
    condition: 'a dangerous build-up in the blood after missed dialysis',
    why: 'after missed dialysis, weakness or an odd heartbeat can mean the potassium in the blood is high enough to stop the heart, and breathlessness can mean fluid on the lungs',
    meanwhile:
      "keep to your fluid limit and don't drink extra, avoid high-potassium foods such as bananas, fruit juice and crisps and salt substitutes such as LoSalt, sit upright if you're breathless, and have your medicines and dialysis details ready",
  },
} as const satisfies RedFlagDefinition;
