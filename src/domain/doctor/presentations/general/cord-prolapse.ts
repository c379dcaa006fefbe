// A red flag for every patient, whatever the presentation: the umbilical cord come down after the waters broke.
// The signs it is read from, and what the doctor says at once.
import { anyOf, phrases, together, unless, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  /** The waters gone. */
  watersBroken: anyOf(
    phrases(
      'waters? (?:have |has |had )?(?:just )?(?:broke|broken|burst|gone|went|go)',
      'water (?:is |was )?coming out',
    ),
    // Told without the word: "I felt this pop and then my leggings were soaked", "still leaking ... clear, like water".
    unless(
      together(
        phrases('felt (?:a |this |something )?pop', '(?:still |keeps? )?leaking'),
        phrases('soaked', 'wet (?:myself|through)', 'clear', 'like water', 'gush\\w*'),
        2,
      ),
      /\b(?:pipes?|taps?|sink|roof|ceiling|boiler|radiator|washing machine|toilet|nose|eyes?|ears?|wound|breasts?|boobs?|nipples?|piercing|belly button|cold sore|cyst|blister|car|engine|rain|sweat\w*|back|knee|shoulder|ankle|neck|hip)\b/,
    ),
  ),
  /** The cord named, seen or felt. */
  // Not a vein felt as a hard cord in a leg ("a hard cord about the length of my finger").
  cordSeen: unless(
    phrases(
      '(?:umbilical )?cord[^.;]{0,40}\\b(?:out|hanging|coming|showing|down there|in my vagina)',
      "(?:see|feel|seen|felt|touch|there's) (?:the |a |some )?(?:umbilical )?cord",
      '(?:the )?bab(?:y|ies)\\W?s? cord',
    ),
    /\b(?:hard|tender|red|thick|firm|lumpy|knobbly) cord\b|\bcord (?:along|in|on|down|under) (?:a|the|my|her) (?:veins?|calf|leg|thigh|arm|neck)\b|\bveins?\b[^.;]{0,40}\bcord\b|\b(?:spermatic|vocal|spinal|extension|charger|phone|pull|light) cords?\b/,
  ),
  /** The cord out of the body, said so: needs no other context. */
  cordOutOfBody: phrases(
    '(?:umbilical )?cord (?:\\w+ ){0,3}(?:out of (?:me|her)|from (?:my|her) vagina|outside (?:of )?(?:me|her|my body|her body))',
  ),
  /** After the waters, something felt or seen outside: a loop, a rope, "something down there". */
  somethingOutside: phrases(
    '(?:loop|rope)[^.;]{0,40}(?:out|hanging|outside)',
    'like a (?:bit of |piece of )?(?:loop|rope|cord)',
    'something (?:\\w+ ){0,3}(?:slip\\w*|hanging|sticking) (?:out|down)',
    'something (?:is |was )?(?:out|outside) (?:from|of) (?:her|me|my|her body|my body)',
    'outside (?:of )?(?:her|my) body',
    'hanging out (?:of (?:me|her))?',
    'feel something down there',
  ),
} satisfies Record<string, Matcher>;

export const cordProlapse = {
  id: 'cord-prolapse',
  label: 'The cord come down after the waters broke',
  readings: [
    {
      anyOf: [
        ['cordSeen', 'pregnant'],
        ['cordSeen', 'pregnancyKnown'],
        ['cordSeen', 'watersBroken'],
        ['somethingOutside', 'watersBroken'],
        ['cordOutOfBody'],
      ],
    },
  ],
  emergency: {
    condition: 'the cord coming down before the baby',
    why: 'when the cord comes down first, the baby’s blood supply can be squeezed, and help is needed in minutes',
    meanwhile:
      "get on your knees with your bottom raised and your head and chest low, or lie on your left side with a pillow under your hips; don't touch the cord or try to push it back, and tell the call handler the cord is out",
  },
} as const satisfies RedFlagDefinition;
