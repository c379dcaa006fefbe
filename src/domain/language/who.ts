// Who the consultation is about: the caller themselves, a child, or another adult (a partner, a parent),
// and their age when it is said. Read from everything the caller has said, so that every rule (infant
// fever, over-75s, pregnancy) applies to the right person and the doctor speaks of them in the right person.
import type { Analysed } from './clauses';
import { NUMBER, numberOf } from './numbers';

export type Subject = 'self' | 'child' | 'other-adult';

export interface Patient {
  subject: Subject;
  /** Age in years (a 7-week-old is 0.13), or null when not said. */
  ageYears: number | null;
  /** How to speak of them: 'you', or 'he' / 'she' / 'they' for someone else. */
  pronoun: 'you' | 'he' | 'she' | 'they';
}

const CHILD_WORDS =
  /^(?:son|daughter|baby|toddler|my baby|my son|my daughter)\b|\bmy (?:(?:little|wee|baby|eldest|youngest|older|younger|twin|small|\d+[- ]year[- ]old) )?(?:son|daughter|baby|boy|girl|lad|toddler|child|kid|little one|newborn|grandson|granddaughter|grandchild|niece|nephew)s?\b|\bmy (?:middle|eldest|oldest|youngest) (?:one|child)\b|\bmy babies\b|\bmy [\w-]+[- ](?:year|month|week)s?[- ]old\b|\bour (?:son|daughter|baby|boy|girl|toddler|little one)\b|\b(?:the|this|a) (?:baby|toddler)\b|\bnappies\b|\bnappy\b/;
const ADULT_OTHER_WORDS =
  /\bmy (?:(?:elderly|old|older|late) )?(?:mum|mom|mother|dad|father|husband|wife|partner|boyfriend|girlfriend|nan|nana|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|brother|sister|uncle|aunt|auntie|flatmate|friend|neighbour|neighbor|colleague|fiance|fiancee|mother-in-law|father-in-law)\b/;
/** "Mum's 86", "Dad fell": a parent named without "my", as the subject of what follows. */
// Not "Dad had a heart attack at 52", "Mum's at the shops", "Mum has diabetes too": family history and whereabouts.
// Something said of them, not their whereabouts or history: not "Mum's at the shops", "Mum is driving me",
// "Dad had a heart attack at 52", "Mum had breast cancer", "Mum has diabetes too".
const BARE_PARENT =
  /(?:^|[.,;!?]\s*)(?:mum|mom|dad|nan|nana|gran|granny|grandma|grandad|granddad|grandpa)(?:'s| is| has| had| was| isn't| fell| keeps| can't| won't| collapsed)\b(?! (?:at|in|out|away|here|with me|fine|ok|okay|alright|told|telling|said|says|asked|on the phone|next to me|worried|making|driving|taking|a smoker|diabetic|a nurse|a doctor)\b)(?![^.]{0,30}\b(?:at (?:my age|\d+)|too|as well|last year|years ago|when (?:she|he) was)\b)(?! (?:a |an |two |several )?(?:heart attacks?|strokes?|\w+ cancer|cancer|diabetes)\b(?! (?:this|today|an? hour|last night|just now)))/;
/** "I'm a carer": someone else may be the patient, if the caller goes on to speak of them. */
const CARER =
  /\bi(?:'m| am) (?:a |the |her |his |their |(?:a )?(?:paid|home|live-in) )?(?:carer|care worker|care assistant|support worker|home help)\b/;
/** "I'm a carer for Mr Patel", "I'm with a lady of 82": the caller names the person they care for. */
const CARES_FOR =
  /\bi(?:'m| am) (?:a |the |her |his |their |(?:a )?(?:paid|home|live-in) )?(?:carer|care worker|care assistant|support worker|home help) (?:for|of|to) \w+|\bi(?:'m| am) (?:a |the )?(?:carer|care worker|care assistant|support worker|home help)[,.;]? (?:mrs?|miss|ms)\b|\bi(?:'m| am) (?:with|looking after) (?:a|an|the) (?:lady|gentleman|man|woman|resident|client)\b|\bi(?:'m| am) (?:a |the )?(?:carer|care worker|care assistant|support worker|home help)\b[^.;!?]{0,10}\b(?:my|the) (?:client|resident|lady|gentleman|gent|man|woman)\b(?! next door| who drove)|\bthe (?:lady|gentleman|gent|man|woman|client|resident|person) (?:i|we) (?:look after|care for|support|visit|help)\b/;
/** "I'm her nan", "I'm the carer": the caller says who they are to the patient. */
const CALLER_ROLE =
  /\bi'm (?:her|his|their|the) (?:nan|nana|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|mum|mom|mother|dad|father|step-?mum|step-?dad|carer|aunt|auntie|uncle|childminder|nanny|teacher|neighbour|neighbor|daughter|son|wife|husband|partner|friend)\b/;
/** "I'm calling about my husband", "it's my wee boy": the caller names who the call is for. */
/** "Calling about a resident": a care home or agency calling about someone in its care. */
const IN_OUR_CARE =
  /\b(?:calling|ringing|phoning|here) (?:about|for|on behalf of) (?:a|one of (?:my|our)|my|our|the) (?:residents?|clients?|service users?)\b/;
const CALLING_ABOUT =
  /\b(?:calling|ringing|phoning|call|ring|phone|here|asking) (?:about|for) (?:my|our)\b|^(?:it's|its|it is) (?:my|our)\b/;
/** A part of someone else's body: "his willy", "her tummy" (not "he said", which may be the pharmacist). */
const THEIR_PARTS =
  'head|chest|tummy|stomach|back|throat|leg|arm|eye|ear|knee|foot|hand|skin|willy|penis|nappy|bottom|mouth|face|nose|neck';
const THEIR_BODY = new RegExp(`\\b(?:his|her) (?:${THEIR_PARTS})\\b`);
const THIRD_PERSON_SYMPTOM = new RegExp(
  `\\b(?:(?:his|her) (?:${THEIR_PARTS}|temperature|breathing|nappies)|(?:he|she|they|(?:my|our) (?:son|daughter|baby|boy|girl|toddler|child|kid|little one|mum|mom|mother|dad|father|husband|wife|partner|nan|gran|granny|grandma|grandad|brother|sister|friend))(?:'s| is| has| was| had| keeps| kept| can't| won't| isn't| hasn't| says| said| looks| seems| feels| fell| went| started| collapsed| got| just| suddenly| nearly| almost| swallowed| choked))\\b(?! (?:fine|ok|okay|alright|all right|well|here|with me|at work|at home|out|away|asleep|nursery|school|class|classroom|room|teachers?|friends?|party|birthday|bedroom|cot|toys?|childminder|house|flat|car|dog|cat|phone|college|uni)\\b)`,
);

// Units as said or written: "8 weeks", "8 wks", "3 mths", "22 mo".
const UNIT = '(day|week|wk|month|mth|mo|year|yr)';
const NOT_YEARS = '(?![\\w\\s-]{0,12}?\\b(?:days?|weeks?|wks?|months?|mths?|mos?)\\b)';
/** "Son, 10 days of a cough", "daughter 3 days ago", "he's 5 days into it": a length of time, not an age. */
const NOT_A_LENGTH = '(?!\\s+(?:ago|into|of|since|with|late|early|pregnant|gone|before|after|later)\\b)';
const AGE_IN_UNITS = new RegExp(
  `\\b(${NUMBER})[- ]${UNIT}s?[- ]old\\b|\\b(?:he|she|baby|son|daughter|boy|girl|he's|she's|who's|who is|aged?)(?:'s| is|,)? (?:only |just |about |nearly |almost )?(${NUMBER}) ${UNIT}s?${NOT_A_LENGTH}\\.?(?: old)?\\b|\\bmy (?:little )?(?:boy|girl|son|daughter|lad)[, ]+(?:he's|she's|he is|she is) (${NUMBER})\\b${NOT_YEARS}`,
  'g',
);
const SELF_AGE = new RegExp(
  `\\b(?:i'm|i am|aged|age|i turned|i just turned)\\s+(${NUMBER})(?:\\s+(?:years?|yrs?)(?:\\s+old)?)?\\b(?!\\s*(?:weeks|days|months|out of|\\/|percent|%|hours|minutes|kg|kilos|stone|pounds|degrees|times|foot|feet|ft|cm|weeks pregnant))|\\b(${NUMBER})[- ]years?[- ]old\\b`,
);
/** "He's a smoker", "she's a teacher": an article, not an age (unless "a year old"). */
const NOT_AN_ARTICLE = '(?!(?:a|an|a couple|a few)\\b(?! (?:year|yr)))';
const PERSON_AGE = new RegExp(
  `\\b(?:he's|she's|he is|she is|they're|mum's|dad's|who's|who is)\\s+${NOT_AN_ARTICLE}(${NUMBER})\\b(?!\\s*(?:weeks|days|months|out of|\\/|percent|%|hours|minutes|kg|degrees|times|foot|feet|ft|stone|inches))|\\b(?:in (?:his|her|their) )(\\d0)s\\b|\\b(?:mum|mom|mother|dad|father|husband|wife|partner|nan|gran|grandma|grandad|son|daughter|boy|girl)(?:'s| is|s) ${NOT_AN_ARTICLE}(${NUMBER})\\b(?!\\s*(?:weeks|days|months|out of|foot|feet|ft|stone|kg))|\\b(?:lady|gentleman|man|woman|resident|client) (?:of|aged) ${NOT_AN_ARTICLE}(${NUMBER})\\b`,
);

/** An age's unit as said ("week", "mth", "yr"), in years. */
export const UNIT_YEARS: Record<string, number> = {
  day: 1 / 365,
  week: 7 / 365,
  wk: 7 / 365,
  month: 1 / 12,
  mth: 1 / 12,
  mo: 1 / 12,
  year: 1,
  yr: 1,
};

/**
 * Every age said with its unit ("a six-week-old", "she's 22 months", "my boy, he's 8 wks"), in years, in the order
 * said: a caller may speak of more than one child.
 */
export function agesSaid(text: string): number[] {
  const ages: number[] = [];
  for (const m of text.matchAll(AGE_IN_UNITS)) {
    const n = numberOf(m[1] ?? m[3] ?? m[5] ?? '');
    const unit = m[2] ?? m[4] ?? 'year';
    if (n !== null && n < 120) ages.push(n * UNIT_YEARS[unit]!);
  }
  return ages;
}

function ageOf(text: string, subject: Subject): number | null {
  const [said] = agesSaid(text);
  if (said !== undefined) return said;
  if (subject === 'self') {
    const m = SELF_AGE.exec(text);
    const n = m ? numberOf(m[1] ?? m[2] ?? '') : null;
    return n !== null && n >= 12 && n < 115 ? n : null;
  }
  const m = PERSON_AGE.exec(text);
  if (m) {
    const n = numberOf(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
    if (n !== null && n < 115) return n;
  }
  return null;
}

const pronounOf = (text: string): 'he' | 'she' | 'they' => {
  const he = (
    text.match(/\b(?:he|he's|him|his|son|boy|lad|husband|dad|father|grandad|grandpa|brother|boyfriend)\b/g) ??
    []
  ).length;
  const she = (
    text.match(
      /\b(?:she|she's|her|daughter|girl|wife|mum|mom|mother|nan|gran|granny|grandma|sister|girlfriend)\b/g,
    ) ?? []
  ).length;
  return he > she ? 'he' : she > he ? 'she' : 'they';
};

// The triage data asks who the patient is for many conditions on every turn; one reading is read once (readings
// of the same text are shared, see readClinical).
const known = new WeakMap<Analysed, Patient>();

/** Who the consultation is about, from all the caller has said (normalised, in clauses). */
export function patientOf(all: Analysed): Patient {
  let patient = known.get(all);
  if (!patient) known.set(all, (patient = readPatient(all)));
  return patient;
}

/** The caller speaking of themselves: "I've got", "I feel", "my chest". */
const SELF_SAID =
  /\b(?:i've(?! (?:been (?:told|asked)|called|rung|phoned|(?:just )?(?:found|noticed|spotted|seen|felt|checked) (?:[\w'-]+ ){0,4}(?:in|on|under|behind|round|around) (?:my|our) (?:little |baby |eldest |youngest )?(?:son|daughter|baby|boy|girl|child|toddler|mum|dad|husband|wife|partner)'s|(?:pressed|held pressure) on (?:it|him|her)|(?:noticed|seen|spotted|watched) (?:it|this|that|them)\b|gone through (?:\w+ )?nappies|changed (?:his|her) nappy))|i'm(?! (?:calling|ringing|phoning|just|his|her|their|(?:very |really |so |quite |a bit |a little |absolutely |terribly )?(?:worried|scared|frightened|panick\w*|afraid|anxious|concerned|nervous|upset|terrified)))|i have|i feel|i felt|i got|i can't|i keep|i had|my (?:head|chest|tummy|stomach|back|throat|leg|arm|eye|ear|breasts?|neck|knee|foot|feet|face|skin|shoulder|hip|wrist|ankle|nose|mouth|tongue|teeth|tooth|toe|groin|ribs|bladder|periods?))\b/g;
const QUOTED_CHILD =
  /['"](?:mummy|mum|mommy|mom|mama|daddy|dad|papa|nana|grandma|grandad)\b.*?['"](?=[\s,.!?]|$)/g;
/** Of those, what a parent or carer says of themselves and not of any symptom. */
const CALLER_NOT_PATIENT =
  /\bi'm (?:a carer|the carer|with (?:a|an|the|my|our)|looking after)\b|\bi feel (?:daft|silly|stupid|bad|terrible|awful|a fraud|like a fraud) (?:ringing|calling|phoning|bothering|for|about)\b|\bi keep (?:replaying|thinking|worrying|wondering|checking|going over|looking)\b/g;

function readPatient(all: Analysed): Patient {
  const text = all.text;
  const child = CHILD_WORDS.test(text);
  const role = CALLER_ROLE.test(text) || IN_OUR_CARE.test(text);
  const caresFor = CARES_FOR.test(text);
  const adult =
    ADULT_OTHER_WORDS.test(text) || BARE_PARENT.test(text) || CARER.test(text) || caresFor || role;
  // Speaking of someone else: named, and then described in the third person rather than "I have...".
  // A child quoted ("'Mummy, my tummy hurts'") speaks of the child, not of the caller.
  const selfSaid = (text.replace(QUOTED_CHILD, ' ').match(SELF_SAID) ?? []).length;
  // What only a caller about someone else says of themselves: "I'm a carer", "I feel daft ringing".
  const selfSymptoms = selfSaid - (text.match(CALLER_NOT_PATIENT) ?? []).length;
  const thirdSymptoms = (text.match(new RegExp(THIRD_PERSON_SYMPTOM.source, 'g')) ?? []).length;
  let subject: Subject = 'self';
  // A carer naming whom they care for speaks of them, unless they go on to speak of their own symptoms.
  const namedThem = CALLING_ABOUT.test(text) || role || selfSaid === 0 || (caresFor && selfSymptoms <= 0);
  if ((child || adult) && (namedThem || (thirdSymptoms > 0 && thirdSymptoms >= selfSymptoms)))
    subject = child ? 'child' : 'other-adult';
  // "His willy keeps bleeding": someone's body spoken of throughout, never the caller's, though not yet named.
  else if (!child && !adult && selfSaid === 0 && THEIR_BODY.test(text)) subject = 'other-adult';
  const ageYears = ageOf(text, subject);
  if (subject === 'other-adult' && ageYears !== null && ageYears < 16) subject = 'child';
  // "Six-week-old. Projectile vomiting.": a baby never calls for themselves.
  if (
    subject === 'self' &&
    ageYears !== null &&
    ageYears < 12 &&
    (ageYears < 2 || child || thirdSymptoms > 0)
  )
    subject = 'child';
  return { subject, ageYears, pronoun: subject === 'self' ? 'you' : pronounOf(text) };
}

const SUBJECT_VERB: Record<string, Record<'he' | 'she' | 'they', string>> = {
  have: { he: 'has', she: 'has', they: 'have' },
  do: { he: 'does', she: 'does', they: 'do' },
  are: { he: 'is', she: 'is', they: 'are' },
  were: { he: 'was', she: 'was', they: 'were' },
};

/**
 * A question written to the patient ("Have you had a fever?") put to someone calling about another person
 * ("Has she had a fever?"). Only the second person changes; everything else is left as written.
 */
export function aboutThem(sentence: string, pronoun: 'he' | 'she' | 'they'): string {
  // Questions to the caller themselves stay as they are ("anything else you'd like to ask?").
  if (
    /\byou'd like\b|\b(?:could|can) you (?:tell|describe|say|press|check|look)\b|\bif you press\b/i.test(
      sentence,
    )
  )
    return sentence;
  // What the caller has said is theirs: "Some of what you've told me can be serious".
  const told = /\bwhat you(?:'ve| have)? (?:told|said to) me\b/g;
  const saidByCaller = sentence.match(told) ?? [];
  if (saidByCaller.length > 0) {
    const parts = sentence.split(told);
    return parts.map((part, i) => aboutThem(part, pronoun) + (saidByCaller[i] ?? '')).join('');
  }
  const object = pronoun === 'he' ? 'him' : pronoun === 'she' ? 'her' : 'them';
  const possessive = pronoun === 'he' ? 'his' : pronoun === 'she' ? 'her' : 'their';
  const contracted =
    pronoun === 'they' ? { have: "they've", are: "they're" } : { have: `${pronoun}'s`, are: `${pronoun}'s` };
  const keepCase = (word: string, like: string) =>
    /^[A-Z]/.test(like) ? word[0]!.toUpperCase() + word.slice(1) : word;
  /** "take" → "takes" for he or she. */
  const agree = (verb: string) =>
    pronoun === 'they' ? verb : /(?:s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`;
  const swapped = sentence
    .replace(
      /\b(Have|have|Do|do|Are|are|Were|were|Did|did|Could|could|Can|can|Is|is|Would|would) you\b/g,
      (_, verb: string) => {
        const lower = verb.toLowerCase();
        const swapped = SUBJECT_VERB[lower]?.[pronoun] ?? lower;
        return `${keepCase(swapped, verb)} ${pronoun}`;
      },
    )
    .replace(/\byou've\b/g, contracted.have)
    .replace(/\byou're\b/g, contracted.are)
    .replace(/\byou (have|are)\b/g, (_, verb: string) => `${pronoun} ${SUBJECT_VERB[verb]![pronoun]}`)
    .replace(
      /\b(?:Y|y)ourself\b/g,
      pronoun === 'they' ? 'themselves' : pronoun === 'he' ? 'himself' : 'herself',
    )
    .replace(/\b(Y|y)our\b/g, (_, y: string) => keepCase(possessive, y))
    // After a verb or a preposition "you" is the object: "bothering you" → "bothering her".
    .replace(
      /\b(to|for|with|at|about|from|bother|bothers|bothering|keep|keeps|keeping|stop|stops|stopping|make|makes|making|wake|wakes|waking|help|helps|helping|affect|affects|affecting|give|gives|giving|let|lets|worry|worries|worrying|concern|concerns) you\b/g,
      `$1 ${object}`,
    )
    // Before a plain verb "you" is the subject, and the verb agrees: "you take" → "she takes".
    .replace(
      /\byou (take|pee|wee|press|notice|feel|get|need|use|go|drink|eat|sleep|see|think|walk|cough|breathe|wear|work|smoke|drive|live|develop|start|become|find|faint|vomit|bleed|lose|keep|stop)\b/g,
      (_, verb: string) => `${pronoun} ${agree(verb)}`,
    )
    .replace(/\b(Y|y)ou\b/g, (_, y: string) => keepCase(pronoun, y));
  return pronoun === 'they' ? swapped : withCoordinatedVerbsAgreeing(swapped, pronoun, agree);
}

const COORDINATED_VERBS =
  'feel|get|pass|cough|become|vomit|notice|develop|see|find|lose|start|need|keep|stop|bleed|faint|have';

/** "He stops peeing or feel dizzy" → "or feels dizzy": verbs joined to one that agrees agree too. */
function withCoordinatedVerbsAgreeing(
  sentence: string,
  pronoun: 'he' | 'she',
  agree: (verb: string) => string,
) {
  const joined = new RegExp(
    `(\\b${pronoun} (?:\\w+s|is|has)\\b(?:(?! to )[^.;?])*?(?:,| or| and) )(${COORDINATED_VERBS})\\b`,
    'gi',
  );
  let before: string;
  let after = sentence;
  do {
    before = after;
    after = before.replace(
      joined,
      (_, head: string, verb: string) => head + (verb === 'have' ? 'has' : agree(verb)),
    );
  } while (after !== before);
  return after;
}
