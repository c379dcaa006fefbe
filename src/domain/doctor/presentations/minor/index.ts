// Minor presentations a GP or 111 service sees every day that need no complaint-specific history: how each is
// recognised from the patient's words, the impression, the advice, the usual urgency (self-care or routine)
// and what raises it, and the safety-netting. The first that the patient's words tell is the one used: the
// order below matters.
import {
  allOf,
  isChild,
  lastingMoreThanDays,
  olderThan,
  said,
  severityAtLeast,
  youngerThan,
} from '../../facts';
import { allPresent, phrases } from '../../../language';
import type { MinorPresentation } from '../../minor-presentations';

const feverish = said(phrases('fever\\w*', 'temperature', 'high temp', 'burning up', 'shiver\\w*'));

export const MINOR_PRESENTATIONS = [
  {
    id: 'simple-faint',
    recognisedBy: phrases('fainted', 'faint\\w*', 'blacked out', 'passed out', 'came round'),
    impression: 'a simple faint, which is common with needles, the sight of blood or standing for long',
    cues: [],
    advice:
      'lie down with your legs raised if you feel it coming on again, drink plenty of water, eat regularly, and tell staff before a blood test so you can lie down for it',
    brief:
      'For a simple faint, lie down with your legs raised if it starts again, and drink plenty of water.',
    urgency: 'self-care',
    escalations: [
      { when: olderThan(64), urgency: 'routine', because: 'fainting at this age should be checked' },
    ],
    reviewAfter: 'you faint again without an obvious reason',
    safetyNet:
      'you faint without warning, during exercise, or with chest pain, palpitations or breathlessness',
  },
  {
    id: 'muscle-twitch',
    recognisedBy: phrases(
      // An eyelid; an eye only as twitching ("my eye keeps twitching"): eyes that jump or flicker side to side are a
      // sign of the brain.
      '(?:eye ?lids?|eyelids?|i lid) (?:keeps? |is |are |has been |have been |started |keep on )?(?:twitch\\w*|flutter\\w*|jump\\w*|flicker\\w*)',
      '(?:eyes?) (?:keeps? |is |are |has been |have been |started |keep on )?twitch\\w*',
      'twitchy eyes?',
      'twitch\\w* (?:in )?(?:my |his |her )?(?:eye ?lids?|eyelids?|muscles?|calf|calves|thigh)',
      '(?:muscles?|calf|calves|thigh) (?:keeps? |is |are |has been |have been |started )?(?:twitch\\w*|flicker\\w*|jump\\w*)',
      'muscle twitch\\w*',
      // "the skin under my eye is moving by itself, small jumping"
      '(?:skin|bit) (?:under|above|below|near|by) (?:my |his |her )?eye[^.;]{0,30}\\b(?:moving|jumping|twitch\\w*|flutter\\w*)',
    ),
    impression: 'a harmless muscle twitch, which is common with tiredness, stress and caffeine',
    cues: [],
    advice:
      'cut down on caffeine and alcohol, get regular sleep, take breaks from screens, and find ways to relax; the twitching usually settles on its own',
    brief: 'Cut down on caffeine, rest, and the twitching usually settles.',
    urgency: 'self-care',
    escalations: [
      // A baby's jerks in clusters, twitching after a knock to the head, or with double vision, dizziness or blank
      // spells is not a tired muscle.
      {
        when: youngerThan(2),
        urgency: 'urgent',
        because: 'twitching or jerks in a baby or toddler should be checked today',
      },
      {
        when: said(
          phrases(
            '(?:banged|bumped|hit|knocked|fell on) (?:his|her|my|their) head',
            'head injury',
            'double vision',
            'seeing double',
            'dizz\\w*',
            'off balance',
            'goes? blank',
            // Staring off or zoning out, not staring at a screen.
            'star(?:e|es|ing|ed) (?!at (?:a |the |my |his |her )?(?:screens?|laptop|computer|phone|monitor|tv|telly))',
            'zon(?:e|es|ing|ed) out',
            'blank stare',
            'vomit\\w*',
          ),
        ),
        urgency: 'urgent',
        because: 'twitching with these signs should be checked today',
      },
      {
        when: said(
          phrases('weak\\w*', 'droop\\w*', 'wasting', 'thinner', 'drop(?:ping)? things', 'slurr\\w*'),
        ),
        urgency: 'routine',
        because: 'twitching with weakness should be checked',
      },
      {
        // "For weeks" is two weeks at the least.
        when: allOf(
          lastingMoreThanDays(13),
          said(phrases('muscles?', 'calf', 'calves', 'thigh', 'arm', 'leg', 'all over')),
        ),
        urgency: 'routine',
        because: 'muscle twitching that has gone on for more than two weeks should be checked',
      },
    ],
    reviewAfter: 'it lasts more than two weeks, or spreads to other muscles',
    safetyNet: 'you notice weakness, your face or eyelid droops, or you have trouble swallowing or speaking',
  },
  {
    id: 'caffeine-palpitations',
    // A heart that raced or skipped, and the caffeine or exercise before it: not a kick at the coffee table, nor
    // energy drinks with a twitching eyelid.
    recognisedBy: allPresent(
      phrases(
        'coffees?(?! table)',
        'flat whites?',
        'lattes?',
        'cappuccinos?',
        'americanos?',
        'caffeine',
        'energy drinks?',
        'pre-?workout',
        'red ?bull',
        'monster',
        'espresso\\w*',
        'after the gym',
        'after (?:a |my )?(?:run|workout)',
      ),
      phrases(
        'heart\\w*',
        'palpitations?',
        'pulse',
        'racing',
        'pounding',
        'thump\\w*',
        'flutter\\w*',
        'skipp\\w*',
        'somersaults?',
      ),
    ),
    impression: 'a fast heartbeat brought on by caffeine or exercise, which has settled',
    cues: [],
    advice:
      'cut down on coffee, energy drinks and pre-workout drinks, drink water, and keep a note of when it happens and how long it lasts',
    brief: 'Cut down on caffeine and keep a note of when your heart races.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(phrases('still (?:racing|pounding|going)', "(?:hasn't|not) (?:settled|stopped|slowed)")),
        urgency: 'urgent',
        because: "it hasn't settled",
      },
      // Skipped or extra beats that keep coming back over weeks deserve a heart tracing at the GP.
      { when: lastingMoreThanDays(14), urgency: 'routine', because: 'it keeps coming back over weeks' },
    ],
    reviewAfter: 'it keeps happening when you have not had caffeine',
    safetyNet:
      'it comes with chest pain, breathlessness or fainting, or lasts more than a few minutes at rest',
  },
  {
    id: 'nosebleed',
    recognisedBy: phrases(
      'nose ?bleeds?',
      'nose (?:was |is )?bleeding',
      'bleeding from (?:my|his|her|the) nose',
      '(?:nose|nostril) (?:\\w+ )?(?:started |was |is |kept |keeps )?(?:pouring|gushing|streaming|dripping)',
      'blood (?:pouring|gushing|streaming|coming) (?:out of|from) (?:my|his|her|the) nose',
    ),
    impression: 'a nosebleed, which has stopped',
    cues: [],
    advice:
      'if it starts again, sit up leaning forward and pinch the soft part of the nose for 10 to 15 minutes without letting go, and avoid blowing or picking the nose and hot drinks for a day',
    brief: 'If the nose bleeds again, lean forward and pinch the soft part for 10 to 15 minutes.',
    urgency: 'self-care',
    escalations: [],
    reviewAfter: 'nosebleeds keep coming back',
    safetyNet: 'a nosebleed lasts more than 15 minutes with pinching, is very heavy, or comes with dizziness',
  },
  {
    id: 'minor-injury',
    recognisedBy: phrases(
      'stubbed',
      'bruise[ds]?',
      'banged (?:my|his|her) (?:toe|knee|elbow|shin|arm|leg|hand)',
      'knocked (?:my|his|her) (?:toe|knee|elbow|shin)',
      // "I kicked the leg of the coffee table and caught my big toe right on it"
      'caught (?:my|his|her) (?:big |little )?(?:toe|knee|elbow|shin)(?! in)',
      'kicked (?:the|a) [^.;]{0,25}\\b(?:table|door|chair|step|stair|bed|wall|sofa)',
      'pulled a muscle',
      'twisted',
    ),
    impression: 'a minor knock or bruise',
    cues: [],
    advice:
      'rest it, put an ice pack wrapped in a towel on it for up to 20 minutes every few hours, raise it when you can, and take {painkillers} if needed',
    brief: 'For a knock or bruise, rest, ice and raise it, and take painkillers if needed.',
    urgency: 'self-care',
    escalations: [
      // "The tip is hanging off", "my toe is sticking out sideways": more than a knock.
      {
        when: said(
          phrases(
            'hanging off',
            'sticking out',
            'sideways',
            'out of shape',
            'wrong (?:way|angle)',
            'bent (?:back|the wrong)',
            'deformed',
            'crooked',
            'bone (?:showing|sticking)',
            "can't (?:move|bend|straighten) (?:it|my|his|her)",
          ),
        ),
        urgency: 'urgent',
        because: 'it may be broken or badly hurt',
      },
      {
        when: (p) => olderThan(64)(p) && said(phrases('fell', 'fall', 'fallen', 'tripped', 'slipped'))(p),
        urgency: 'routine',
        because: 'a fall at this age is worth a check of what caused it',
      },
    ],
    reviewAfter: "it isn't getting better after a week",
    safetyNet: "you can't put weight on it or move it, it looks out of shape, or the pain gets much worse",
  },
  {
    id: 'minor-cut',
    recognisedBy: phrases(
      'cut (?:my|his|her) (?:finger|hand|thumb|knee|leg|arm)',
      'small cut',
      'a cut',
      'nicked',
      'graze\\w*',
    ),
    impression: 'a minor cut',
    cues: [],
    advice:
      'clean it under running water, press on it with a clean cloth until it stops bleeding, then cover it with a plaster or dressing and keep it clean and dry',
    brief: 'Clean the cut, press until it stops, and cover it.',
    urgency: 'self-care',
    escalations: [],
    reviewAfter: "it isn't healing after a week",
    safetyNet:
      "it won't stop bleeding with pressure, is deep or gaping, or becomes red, hot, swollen or smelly, or you get a fever",
  },
  {
    id: 'minor-burn',
    recognisedBy: phrases(
      'burn(?:t|ed) (?:my|his|her|their|myself|himself|herself)',
      '(?:a|the|this|my) (?:little |small |tiny |minor )?burn',
      'burn (?:on|from)',
      'scald\\w*',
      'sunburn\\w*',
      'sunburnt',
    ),
    impression: 'a minor burn',
    cues: [],
    advice:
      'cool it under cool running water for 20 minutes, cover it loosely with cling film or a clean dressing, take {painkillers} if needed, and keep out of the sun; no ice, butter or creams on a fresh burn',
    brief: 'Cool the burn under running water for 20 minutes and cover it loosely.',
    urgency: 'self-care',
    escalations: [],
    reviewAfter: "it isn't healing after two weeks",
    safetyNet:
      'it blisters over a large area, looks white or charred, is on the face, hands, feet or genitals, or you feel unwell or feverish',
  },
  {
    id: 'bite-or-sting',
    // A sting that happened, not a sensation ("it stings when I eat crisps") or a figure of speech ("like an
    // angry wasp living in it").
    recognisedBy: phrases(
      'stung',
      '(?:a|the|my|this|his|her|bee|wasp|hornet|nettle|insect|jellyfish) stings?(?! when| if| a bit| a lot| like)',
      'bees?(?! in (?:my|his|her|their|your) bonnet)',
      'wasps?(?! (?:living|in (?:my|his|her|their|your) (?:ear|head)))',
      'mosquito',
      'midges?',
      'gnat',
      'insect bite',
      'bitten by (?:a |an )?(?:insect|bug|mosquito|midge|spider|tick)',
      'tick',
      'horse ?fly',
    ),
    impression: 'a local reaction to a bite or sting',
    cues: [],
    advice:
      'remove any sting left in the skin, wash the area, hold a cold compress on it, raise it, and an antihistamine or a mild steroid cream from a pharmacy helps the itch; try not to scratch',
    brief: 'For a bite or sting, wash it, hold something cold on it and take an antihistamine for the itch.',
    urgency: 'self-care',
    escalations: [],
    reviewAfter: "the swelling isn't going down after a few days",
    safetyNet:
      'your lips, tongue or throat swell, you find it hard to breathe, or the redness spreads, gets hot, or you get a fever',
  },
  {
    id: 'skin-minor',
    recognisedBy: phrases(
      'verrucas?',
      'warts?',
      'cold sores?',
      'mouth ulcers?',
      'ulcer (?:in|inside) (?:my|his|her) (?:mouth|cheek)',
      'athlete\\W?s foot',
      // Told without their names: athlete's foot, warts, corns.
      '(?:itch\\w*|peel\\w*|flak\\w*|soggy|crack\\w*|white)[^.;]{0,40}between (?:my|his|her|the) (?:little )?toes',
      'between (?:my|his|her|the) (?:little )?toes[^.;]{0,40}(?:itch\\w*|peel\\w*|flak\\w*|soggy|crack\\w*)',
      'like (?:a |little |tiny )?cauliflowers?',
      'rough (?:little |small |hard )*(?:bumps|lumps) on (?:my|his|her|the) (?:fingers?|hands?|thumbs?|knees?)',
      'corns? on (?:my|his|her|the|their) (?:\\w+ )?(?:toes?|foot|feet|soles?)',
      'hard skin',
      'callus\\w*',
      'nappy rash',
      '(?:his|her|the) nappy area',
      '(?:sore|ulcer|white spot|spot)s? (?:in|inside) (?:my|his|her|the) (?:mouth|cheek)',
      'inside (?:my|his|her) cheek',
      'dandruff',
      'chickenpox',
      'chicken pox',
      'the pox',
    ),
    impression: 'a common skin or mouth problem that usually clears by itself',
    cues: [],
    advice:
      'ask a pharmacist to recommend a treatment for it, keep the area clean, avoid picking or scratching, and take {painkillers} if it is sore',
    brief: 'A pharmacist can recommend a treatment, and it usually clears by itself.',
    urgency: 'self-care',
    escalations: [
      // Pus, weeping or crusts may be an infection (not chickenpox's own crusts); a baby off feeds is seen today.
      {
        when: (p) =>
          said(phrases('pus', 'oozing', 'weeping', 'yellow crust\\w*', 'crusty'))(p) &&
          !said(phrases('chicken ?pox', 'the pox', 'cold sores?'))(p),
        urgency: 'routine',
        because: 'it may be infected',
      },
      {
        when: allOf(
          isChild,
          said(
            phrases(
              'off (?:his|her|their) (?:feeds?|milk|food)',
              'not feeding',
              "won't feed",
              'not drinking',
            ),
          ),
        ),
        urgency: 'urgent',
        because: "a baby or child who isn't feeding or drinking should be seen today",
      },
      // A fever is part of chickenpox itself; with anything else on the list it is worth a check.
      {
        when: (p) => feverish(p) && !said(phrases('chicken ?pox', 'the pox'))(p),
        urgency: 'routine',
        because: 'you have a fever with it',
      },
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
      // A diabetic's feet need a foot check, not a pharmacist's cream.
      {
        when: said(phrases('diabet\\w*', 'insulin')),
        urgency: 'routine',
        because: 'with diabetes, skin problems on the feet need checking',
      },
    ],
    reviewAfter: "it isn't clearing after two or three weeks",
    safetyNet: 'it spreads, becomes very painful, red and hot, or you feel unwell with a fever',
  },
  {
    id: 'everyday-minor',
    recognisedBy: phrases(
      'hangover',
      'hungover',
      'too much to drink',
      'hiccups?',
      'teething',
      'threadworms?',
      'nits',
      'head lice',
      'lice',
      '(?:little |tiny )?(?:grey|brown|grey-brown) (?:things|bugs|insects) (?:\\w+ )?(?:scuttling|crawling)',
      'worms',
      'thrush',
      'period pains?',
      'painful periods?',
      'morning sickness',
      'travel sickness',
      'indigestion',
    ),
    impression: 'a common problem that usually settles with simple measures',
    cues: [],
    advice:
      'ask a pharmacist about the best treatment for it; rest, drink plenty of fluids, and take {painkillers} if needed',
    brief: 'A pharmacist can advise on the best treatment.',
    urgency: 'self-care',
    escalations: [{ when: severityAtLeast(8), urgency: 'urgent', because: "it's severe" }],
    reviewAfter: "it keeps coming back or isn't better after a week",
    safetyNet: 'you get much worse, cannot keep fluids down, or you are worried',
  },
] as const satisfies readonly MinorPresentation[];
