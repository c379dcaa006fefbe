// A red flag for every patient, whatever the presentation: possible sepsis: infection or fever with
// confusion, mottled skin, fast breathing or no urine. The signs it is read from, and what the doctor says at
// once.
import { anyOf, phrases, together, unless, type Matcher } from '../../../language';
import { OUT_OF_PROPORTION } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  infection: phrases(
    'infect\\w*',
    'cellulitis',
    'uti',
    'water infection',
    'pneumonia',
    'flu',
    'wound (?:is |looks )?(?:red|hot|swollen|oozing)',
  ),
  shivering: phrases('shiver\\w*', 'shaking all over', 'teeth chattering', 'rigors'),
  sepsisSign: phrases(
    'confus\\w*',
    'not making (?:any )?sense',
    'mottled',
    // Blotchy skin or patches are mottling; a blotchy rash, red patches or cheeks are not (a rash that does not
    // fade is read by its own sign).
    'blotchy(?! (?:(?:pink|red) )?rash| red spots| (?:pink|red) patches on (?:his|her|the|my|their) cheeks| cheeks)',
    'skin (?:is |looks |has gone |gone |went |turning )?(?:blue|grey|gray|pale and blotchy|mottled)',
    "(?:haven't|hasn't|not|no|didn't) (?:peed|weed|passed (?:any )?urine|urinated|had a wee|had a pee|been for a wee) (?:all day|for a day|since yesterday|in (?:a day|24 hours|twenty four hours|a whole day))",
    'no urine',
    'extreme shivering',
    'shaking uncontrollably',
    "(?:feel|feels|feeling) like (?:i'm|i am|he's|she's) (?:going to|gonna|about to) die",
    "(?:feel|feels|feeling) like (?:i'm|i am|he's|she's) dying",
    'slurred',
    'really (?:drowsy|sleepy)',
    "can't stay awake",
    'losing track of (?:the )?time',
    "(?:don't|doesn't|didn't) know what day it is",
  ),
  /** Skin changes that grow while you watch: "spreading up towards my knee", "gone past the pen line". */
  spreadingSkin: anyOf(
    together(
      phrases('patch', 'redness', 'red', 'rash', 'mark', 'swelling', 'skin', 'purpl\\w*', 'dark'),
      phrases('spreading', 'spread (?:up|down|across|to)', 'getting bigger (?:by the hour|fast|quickly)'),
    ),
    phrases(
      'drew (?:round|around) it',
      'gone (?:way |well )?(?:past|over|beyond) the (?:pen |biro )?(?:line|mark)',
    ),
  ),
  /** Skin gone black: tissue dying, which with a fever or shivers is a spreading infection under it. */
  skinGoneBlack: unless(
    phrases(
      // Tissue gone black, said of itself or as "it": "the skin around my testicles … gone a horrible dark colour
      // in places, nearly black", "the toe has turned black".
      "(?:skin|wound|bite|toes?|fingers?|foot|feet|scrotum|balls|testicles?|ulcer|sore|leg|it|patch|area)(?:'s| is| has| have| are)? (?:\\w+ ){0,6}?(?:nearly|almost|gone|turned|going|turning) (?:a )?(?:\\w+ )?(?:dark |deep )?black",
      "(?:skin|wound|bite|toes?|fingers?|foot|feet|scrotum|ulcer|sore)(?:'s| is| has| are)? black",
      'black and (?:smelly|dead|swollen)',
      // "Gone a horrible dark colour in places, nearly black": said on its own after the skin was named.
      '^(?:and )?(?:nearly|almost) black',
    ),
    /\b(?:toe ?nails?|nails?|bruis\w*|black eye|black and blue|mould\w*|tongue|poo|stools?|teeth|tooth|scabs?|verrucas?|warts?|moles?|blisters?|skin tags?|tags?|phlegm|snot|mucus|vision|sight|eyes?|everything|screen|banana)\b/,
  ),
  /** Pain far beyond what the skin shows: the mark of an infection deep under it. */
  painOutOfProportion: phrases(...OUT_OF_PROPORTION, "doesn't look (?:that )?bad but"),
  noUrine: phrases(
    "(?:haven't|hasn't|not|no|didn't|hardly|barely) (?:been able to )?(?:peed|weed|passed (?:any )?urine|urinated|had a wee|had a pee|been for a wee|been to the toilet|done a wee)",
    '(?:hardly|barely) (?:peeing|weeing|passing urine)',
    'not peeing',
    'no wee',
    'no pee',
  ),
  sepsisLook: phrases(
    'mottled',
    // Blotchy skin or patches are mottling; a blotchy rash, red patches or cheeks are not (a rash that does not
    // fade is read by its own sign).
    'blotchy(?! (?:(?:pink|red) )?rash| red spots| (?:pink|red) patches on (?:his|her|the|my|their) cheeks| cheeks)',
    '(?:skin|lips) (?:is |looks |has gone |gone |went |turning )?(?:blue|grey|gray|ashen|pale and blotchy|mottled)',
    "feels? like (?:i'm|he's|she's|i am) (?:dying|going to die)",
    'never felt (?:this|so) (?:ill|unwell|bad)',
    'breathing (?:really |very |so )?fast',
    'shaking uncontrollably',
    "can't stop shaking",
    'teeth chattering',
    // "I shake very much, my teeth make noise"; spots gone purple on cold skin.
    'shak(?:e|es|ing) (?:very much|so much|a lot|badly|violently)',
    '(?:teeth|tooth) (?:make|makes|making) (?:a )?noise',
    'purple (?:spots|blotches|patches)',
    '(?:spots|blotches|patches),? (?:\\w+ )?purple',
  ),
} satisfies Record<string, Matcher>;

export const sepsisSigns = {
  id: 'sepsis-signs',
  label: 'Possible sepsis: infection or fever with confusion, mottled skin, fast breathing or no urine',
  readings: [
    {
      anyOf: [
        ['fever', 'sepsisSign'],
        ['infection', 'sepsisSign'],
        ['shivering', 'sepsisSign'],
        ['fever', 'sepsisLook'],
        ['infection', 'sepsisLook'],
        ['shivering', 'sepsisLook'],
        ['fever', 'noUrine'],
        ['infection', 'noUrine'],
        ['fever', 'cancerTreatment'],
        ['shivering', 'cancerTreatment'],
        ['skinGoneBlack', 'fever'],
        ['skinGoneBlack', 'shivering'],
        ['spreadingSkin', 'painOutOfProportion', 'shivering'],
        ['spreadingSkin', 'painOutOfProportion', 'fever'],
      ],
    },
  ],
  emergency: {
    condition: 'sepsis',
    why: 'sepsis is a serious reaction to an infection',
    meanwhile:
      "tell the call handler you're worried about sepsis, and don't eat or drink until you've been assessed",
  },
} as const satisfies RedFlagDefinition;
