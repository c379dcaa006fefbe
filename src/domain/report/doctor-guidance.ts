// The doctor's statements split into clauses and sorted into advice (what to do now) and follow-up
// (whom to see, how soon, and when to seek help sooner). One sentence often holds both:
// "Rest and drink fluids, and see your GP if it isn't better in a week."
import { type Consultation, doctorStatements } from './consultation';
import { doctorsImpression } from './primary-issue';
import { asSentence, withoutFillers } from '../language';

export interface GuidanceClause {
  text: string;
  /** The sentence it came from, kept whole when all its clauses are of one kind. */
  sentence: string;
  sentenceIsAllOneKind: boolean;
}

export interface DoctorGuidance {
  advice: GuidanceClause[];
  followUp: GuidanceClause[];
}

// A list said in one breath ("here are a few things: 1) rest; 2) drink plenty") breaks at each item.
const CLAUSE_BREAK =
  /:\s*(?=\(?\d+[.)]\s)|\s\(?\d+[.)]\s+|;\s*|,\s*(?:and|but|so)\s+|\s+and then\s+|\s+and\s+(?=(?:please\s+)?(?:see|call|book|contact|seek|go to|get in touch|come back|speak to|ring|phone|make an appointment|arrange)\b)/i;

/** "This is an emergency.", "Emergency.": how urgent the plan is, said outright (not "emergency contraception"). */
export const SAYS_EMERGENCY =
  /^(?:(?:this|it)(?:'s| is) |that(?:'s| is) )?(?:an )?emergency\b(?! (?:contraception|department))/i;

/**
 * A terse safety net, the sign and then where to go: "Redness spreading or fever: urgent."; not a plan with its
 * reason first ("You need to be seen today: call 111").
 */
export const SIGN_THEN_WHERE =
  /^(?!(?:emergency|urgent|routine|plan|advice|follow[- ]?up|next steps?|self[- ]care|get help|recommendations?|what to do(?: now| next)?|action|summary|note|in short|bottom line|my advice|treatment|instructions?)\s*:)(?![^:]*\b(?:you need|you should|you must|please|be seen|i'd like|i would like)\b)[^:]{3,80}:\s*(?:call\s+)?(?:999|111|a ?& ?e|urgent(?:ly)?|same[- ]day|(?:see (?:a |your )?)?gp|samaritans)\b/i;

const FOLLOW_UP_CUES = [
  /\b(?:see|visit|consult|contact|call|ring|phone|speak (?:to|with)|speaking (?:to|with)|talk to|talking to|book|make|arrange|get|go|head|attend|(?:take|bring|drive) (?:him|her|them|your \w+|the \w+) (?:straight )?(?:to|in to|into))(?:s|ing|ed)?\b.*\b(?:gp|doctor|physician|pharmacist|dentist|nurse|clinic|surgery|specialist|physio\w*|optician|midwife|maternity (?:unit|triage)|labour ward|early pregnancy unit|health visitor|emergency|999|911|112|111|ambulance|a ?& ?e|a and e|hospital|urgent care|(?:urgent |walk-in )?treatment cent(?:re|er)|minor injur(?:y|ies)|walk-in|appointment|out[- ]of[- ]hours)\b/i,
  /\b(?:seek|get|obtain)\s+(?:(?:urgent|immediate|prompt|medical|emergency|further|professional)\s+)*(?:help|attention|advice|care|treatment|assessment)\b/i,
  // A terse plan names only the place: "A&E if it won't stop", "Weakness or vision change: A&E.", "GP if not
  // better in a week", "Optician or GP if not better"; and when to come sooner: "Sooner if vision changes".
  /^(?:a ?& ?e|999|111|the emergency department)\b|\b(?:a ?& ?e|999|111)\s*[.!]?$/i,
  /^(?:(?:your|the|a)\s+)?(?:gp|doctor|pharmacist|pharmacy|optician|dentist|nurse|physio\w*|midwife|maternity (?:unit|triage)|sexual health clinic|maternity (?:unit|triage|assessment unit)|labour ward|early pregnancy unit|fracture clinic|eye casualty|walk-in (?:centre|center|clinic)|urgent care|(?:urgent )?treatment cent(?:re|er)|minor injur(?:y|ies)(?: unit)?|out[- ]of[- ]hours)\b(?:\s+or\s+\w+(?:\s+(?:practice|surgery|clinic|centre|center))?)?\s+(?:if|for|in|within|to|today|tomorrow|now|next|sooner|after)\b/i,
  /^(?:sooner|same day|same-day|today|urgently) if\b/i,
  // "…a barrier cream, a pharmacist can advise", "ask a pharmacist if unsure": whom to ask next.
  /\b(?:a|the|your|any) (?:pharmacist|pharmacy|optician|dentist|gp|practice nurse|physio\w*) (?:can|will|could|should be able to) (?:advise|help|recommend|suggest|check|look|tell|go through)\b|\bask (?:a|the|your|any) (?:pharmacist|pharmacy|optician|dentist|gp|nurse|physio\w*)\b/i,
  // "Redness spreading or fever: urgent.", "Thoughts of harming yourself: 999 or Samaritans.": the sign, then where.
  SIGN_THEN_WHERE,
  // "He should be seen today", "get seen within 24 hours".
  /\b(?:be|get|gets|being) seen\b/i,
  // "This is an emergency.", "Emergency.": how urgent the plan is, said outright.
  SAYS_EMERGENCY,
  /\bfollow[- ]?up\b|\bcheck[- ]?up\b|\bcome back\b|\bget back in touch\b|\bget in touch\b|\blet (?:me|us) know\b|\bbe reviewed\b|\b(?:gp|doctor|nurse) review\b|\breview (?:in|within|after)\b|\bself[- ]care\b|\bmanage (?:this|it|things) at home\b/i,
];

const ADVICE_CUES = [
  /\b(?:i(?:'d| would)? (?:recommend|suggest|advise)|my advice|you (?:should|need to|ought to|must)|you (?:can|could|may|might) (?:also )?(?:try|take|use|buy|get|apply|drink|rest|keep|consider|want to|like to)|try to|make sure|it(?:'s| is| would be| may be| might be) (?:important|best|a good idea|worth|helpful|sensible|wise|fine|okay|safe) to|best to|aim to|remember to|keep (?:taking|using|drinking|an eye))\b/i,
  /\b(?:can|may|might|should|will|could|would) (?:also )?(?:help|ease|relieve|soothe|reduce)\b(?! (?:me|us)\b)/i,
  // "HRT works best for flushes.", "Physio helps.", "Everyone in the household must be treated."
  /\b(?:helps|works best|works well|is the best treatment)\b|\b(?:must|should|needs? to) be (?:treated|washed|kept|repeated|avoided|cleaned|covered)\b/i,
];
const IMPERATIVE_START =
  /^(?:(?:so|okay|ok|alright|right|well|now|and|also|then|first|firstly|secondly|finally|in the meantime|for now|meanwhile|please|just)[,\s]+)*(?:rest|drink|take|try|avoid|keep|stay|use|apply|dry|skip|cut|comb|wet comb|treat|get up|lie still|soften|stop|start|see|ring|repeat|draw|mark|buy|ask|bring|rinse|brush|floss|lose|practi[sc]e|learn|follow|complete|finish|do not|avoid|steer clear|go easy|get plenty|make sure|continue|stop|elevate|raise|ice|gargle|eat|sip|wear|wash|put|change|don't|do not|never|go easy|consider|limit|cut down|have plenty|have a rest|hold|sleep|stretch|cool|warm|give|offer|dress|chew|sit|lie|unlock|clean|cover|note|remove|place|soak|bathe|pat|massage|breathe|move|walk|protect|check|monitor|write down|loosen|spend|reduce|switch|swap|go back|return to|wait|leave|encourage|ensure|look out|watch|let (?:him|her|them) rest|press|sieve|strain|soak|tape|strap|support|wrap|dab|squeeze|pinch|lean|tilt|sit up|prop|book|phone|see|talk|tell|self[- ]refer|refer yourself|file|build up|ease back|pace|space|plan|schedule|join|let(?!'s| us\b| me\b)|allow|introduce|increase|decrease|add|swim|cycle|feed|burp|wind|cuddle|rock|express|breastfeed|bottle[- ]feed|fit|replace|pop|dip|smear|spread|rub|run|boil|carry|pick|lift|bend|kneel|stand up|set|turn|open|close|read|record|measure|weigh|track|log|time|count|collect|store|throw away|bin|keep away|stay away|stay off|stay home|stay at home|keep off|go to bed|wind down|treat yourself|be careful|be gentle|bring down)\b/i;
// "If you are not allergic to aspirin, chew one": the instruction after a condition.
const CONDITION_LEAD = /^(?:if|when|while|unless|until|before|after|once|as soon as)\b[^,:]*[,:]\s*/i;
// "Here are some things you can do:" introduces advice without being any.
const INTRODUCES_A_LIST = /:\s*$/;
const NOT_ADVICE =
  /^(?:that|this)(?:'s| is)? (?:really |very |so |all )?(?:helps?|helpful|useful)(?:,? (?:thank you|thanks))?[.!]*$|\btake your time\b|\bhere (?:are|is) (?:some|a few|a couple of)\b|\bfrom what you(?:'ve| have) (?:described|told me|said)\b|\b(?:take care|don't worry|do not worry|no worries|no problem|tell me|let me|bear with me|hold on|give me|i(?:'m| am) an ai|not a (?:human |real )?doctor|can(?:'t|not) examine|goodbye|bye)\b/i;
// A terse doctor's "don't": "No sex until treated.", "No driving.", "Nothing 3 hours before bed."
const TERSE_DONT = /^(?:no|nothing)\s+[a-z]/i;
// How long or how often, said after the advice it belongs to: "Wet comb. Every 3 days for 2 weeks."
const SCHEDULE =
  /^(?:every|twice|once|three times|four times|for (?:\d|a |one |two |three |the next)|until|then)\b/i;

function isFollowUp(clause: string): boolean {
  return FOLLOW_UP_CUES.some((cue) => cue.test(clause));
}

const LIST_MARKER = /^\s*\(?\d+[.)]\s*/;
// A terse doctor names the remedy without a verb: "Paracetamol or ibuprofen.", "Meanwhile, warm salt water rinses."
const NAMES_A_REMEDY =
  /\b(?:paracetamol|ibuprofen|calpol|nurofen|painkillers?|pain relief|antihistamines?|antifungal|antibiotics?|steroids?|inhaler|(?:eye|ear|nose) drops|drops|spray|lotion|shampoo|socks|underwear|compress|sling|splint|crutches|brace|physio\w*|exercises|stretching|lactulose|bath|omeprazole|lansoprazole|loratadine|cetirizine|chlorphenamine|piriton|antacids?|gaviscon|lozenges?|(?:throat|nasal) spray|saline|decongestants?|calamine|emollients?|moisturi[sz]er|hydrocortisone|cream|ointment|laxatives?|fibre|fluids|water|rest|ice|ice pack|heat|heat pack|hot water bottle|(?:warm|cold) compress|salt ?water|rehydration|sachets?|plasters?|dressing|bandage|sleep|screen breaks|breaks|stretches|gloves|smaller meals|exercise|caffeine|alcohol|gel|mouthwash|(?:soft )?toothbrush|sunscreen|sun cream|layers|vaseline|sunglasses|strapping|support|ear drops|olive oil|steam|honey|salicylic acid|pumice|verruca sock|(?:wide|supportive|comfortable|well-fitting|cushioned) (?:shoes|trainers|footwear)|insoles|chewing gum|white noise|barrier cream|zinc cream|teething gel|lubricating drops|artificial tears|ear ?plugs|pelvic floor exercises|bladder training|talking therap(?:y|ies)|counselling|cbt|support group|mindfulness|sleep routine|folic acid|vitamin d|electrolytes?|dioralyte|oral rehydration|nasal rinse|antiseptic|elbow pad|knee pad|ice packs|cold packs?|heat pads?|lukewarm (?:showers?|baths?)|soap substitute)\b/i;
const ONLY_A_REMEDY_LIST = /^[^?]{0,200}$/;

// "Advice: keep moving…", "Plan: rest…": a heading before the instruction.
const ADVICE_HEADING =
  /^(?:advice|plan|treatment|what to do|self[- ]care|meanwhile|in the meantime|for now)\s*:\s*/i;
// "…, as his swallowing may be affected": the reason given for an instruction, not the doctor's impression.
const GIVEN_REASON = /,?\s+(?:as|because|since|so that|in case)\b.*$/i;

function isAdvice(said: string): boolean {
  const clause = said.replace(ADVICE_HEADING, '');
  if (NOT_ADVICE.test(clause) || INTRODUCES_A_LIST.test(clause)) return false;
  if (doctorsImpression([clause.replace(GIVEN_REASON, '')])) return false;
  const instruction = clause.replace(CONDITION_LEAD, '');
  return (
    IMPERATIVE_START.test(instruction) ||
    ADVICE_CUES.some((cue) => cue.test(clause)) ||
    (clause === instruction && NAMES_A_REMEDY.test(clause) && ONLY_A_REMEDY_LIST.test(clause))
  );
}

function isTerseDont(clause: string): boolean {
  return TERSE_DONT.test(clause) && !NOT_ADVICE.test(clause) && !clause.includes('?');
}

/** Whether a sentence of the doctor's tells the patient what to do or where to go next. */
export function isGuidance(sentence: string): boolean {
  const said = withoutFillers(sentence);
  return isFollowUp(said) || isAdvice(said) || isTerseDont(said);
}

export function doctorGuidance(consultation: Consultation): DoctorGuidance {
  const guidance: DoctorGuidance = { advice: [], followUp: [] };
  let previous: 'advice' | 'followUp' | 'other' = 'other';
  for (const statement of doctorStatements(consultation)) {
    const sentence = withoutFillers(statement);
    const clauses = sentence
      .split(CLAUSE_BREAK)
      .map((clause) => clause.replace(LIST_MARKER, ''))
      .filter((clause) => /[a-z]/i.test(clause));
    const kinds = clauses.map((clause) =>
      isFollowUp(clause) ? 'followUp' : isAdvice(clause) || isTerseDont(clause) ? 'advice' : 'other',
    );
    // "Put Vaseline round your nostrils, wear sunglasses, and shower after being outside": a list of instructions
    // in one sentence keeps going as one, even where a verb is not in the imperative list.
    kinds.forEach((kind, index) => {
      const clause = clauses[index]!;
      if (
        kind === 'other' &&
        index > 0 &&
        kinds[index - 1] === 'advice' &&
        !clause.includes('?') &&
        !NOT_ADVICE.test(clause)
      )
        kinds[index] = doctorsImpression([clause]) ? 'other' : 'advice';
    });
    // "Every 3 days for 2 weeks." goes with the advice said just before it.
    if (kinds.length === 1 && kinds[0] === 'other' && previous === 'advice' && SCHEDULE.test(clauses[0]!))
      kinds[0] = 'advice';
    previous = kinds.at(-1) ?? 'other';
    const sentenceIsAllOneKind = kinds.every((kind) => kind === kinds[0]);
    clauses.forEach((clause, index) => {
      const kind = kinds[index];
      if (kind === 'other' || kind === undefined) return;
      guidance[kind].push({ text: clause.trim(), sentence, sentenceIsAllOneKind });
    });
  }
  return guidance;
}

// Words that open a doctor's sentence without being part of the advice: "To summarise, rest…".
const LEAD_IN_WORDS =
  /^(?:(?:to summari[sz]e|in summary|overall|so|okay|ok|alright|right|well|now|remember|meanwhile|in the meantime|advice|plan)\b[,:]?\s*)+/i;

/** Distinct sentences, whole where a sentence is all advice (or all follow-up), clause by clause otherwise. */
export function distinctSentences(clauses: GuidanceClause[]): string[] {
  const sentences: string[] = [];
  const seen: string[] = [];
  for (const clause of clauses) {
    const sentence = asSentence(
      (clause.sentenceIsAllOneKind ? clause.sentence : clause.text).replace(LEAD_IN_WORDS, ''),
    );
    const key = sentence
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (seen.some((earlier) => earlier.includes(key))) continue;
    const replaced = seen.findIndex((earlier) => key.includes(earlier));
    if (replaced >= 0) {
      seen[replaced] = key;
      sentences[replaced] = sentence;
    } else {
      seen.push(key);
      sentences.push(sentence);
    }
  }
  return sentences;
}

/** Joins sentences up to a length, cutting at a sentence boundary, or mid-sentence with an ellipsis if one is too long. */
export function joinWithin(sentences: string[], maxLength: number): string {
  let text = '';
  for (const sentence of sentences) {
    const next = text ? `${text} ${sentence}` : sentence;
    if (next.length > maxLength) break;
    text = next;
  }
  if (text || sentences.length === 0) return text;
  const cut = sentences[0]!.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:\s]+$/, '')}…`;
}
