// A red flag for every patient, whatever the presentation: sickle cell disease with a fever, chest pain,
// breathlessness, or pain the usual painkillers do not control. The signs it is read from, and what the doctor
// says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  /** Sickle cell disease the patient has: not the trait, a carrier, a test, or a relative's. */
  sickleCell: phrases(
    "(?<!(?:sister|brother|mum|mother|dad|father|cousin|aunt|uncle|friend|partner|husband|wife)(?: has| has got|'s got) )sickle[- ]?cell(?! (?:trait|carrier|test\\w*|screen\\w*))(?: (?:disease|anaemia|anemia|crisis))?",
    'sickler',
    'scd',
    'hbss',
  ),
  /** Pain the home plan does not reach. */
  painNotControlled: phrases(
    "(?:pain\\w*|painkillers?|morphine|codeine|oramorph|ibuprofen|paracetamol)[^.;]{0,40}(?:not|isn't|aren't|haven't|hasn't|won't|doesn't|don't|didn't|did not|does not|is not|are not) (?:\\w+ )?(?:touching|touch|shifting|shift|helping|help|working|work|holding|hold)",
    "(?:not|nothing's|nothing is) (?:touching|shifting|helping with) (?:it|the pain)",
    'worst (?:pain )?(?:i|he|she|they)(?:\\W?ve| have|\\W?s| has) (?:ever )?had',
    'worse than (?:the |my |his |her )?(?:normal|usual)',
    '(?:ten|10) out of (?:ten|10)',
    '10/10',
    'still screaming',
    '(?:having|in) (?:a |another )?(?:sickle )?crisis',
  ),
  swollenHandsFeet: phrases(
    '(?:hands|feet|fingers|toes)[^.;]{0,30}swollen',
    'swollen (?:hands|feet|fingers|toes)',
  ),
} satisfies Record<string, Matcher>;

export const sickleCellCrisis = {
  id: 'sickle-cell-crisis',
  label: 'Sickle cell disease with a fever, chest pain, breathlessness or uncontrolled pain',
  readings: [
    {
      anyOf: [
        ['sickleCell', 'fever'],
        ['sickleCell', 'breathless'],
        ['sickleCell', 'chestDiscomfort'],
        // "I've got sickle cell and I'm having a crisis".
        ['sickleCell', 'painNotControlled'],
        ['sickleCell', 'swollenHandsFeet', 'child'],
      ],
    },
  ],
  emergency: {
    condition: 'a sickle cell crisis',
    why: 'with sickle cell, a fever, chest pain, breathlessness or pain your usual painkillers do not control needs hospital care straight away',
    meanwhile:
      'keep warm, sip water, and bring your medicines and your care plan or hospital letter with you',
  },
} as const satisfies RedFlagDefinition;
