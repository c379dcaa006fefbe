// SYMPTOMS: what the patient (or the parent speaking for them) said they have, and what they ruled out.
import { answerOf, unmishear } from '../language';
import { findSymptomMentions, presentSymptoms } from '../symptoms';
import { type Consultation, precedingDoctorTurn } from './consultation';
import { asksAboutHistoryOnly } from './history-questions';

export interface PatientSymptoms {
  /** Plain labels, each once, in the order first said. */
  present: string[];
  /** Labels the patient ruled out ("no fever") and did not later affirm. */
  denied: string[];
}

export function patientSymptoms(consultation: Consultation): PatientSymptoms {
  // Speech-recognition slips undone as the doctor undoes them ("saw throat"); the symptom reader does the rest.
  const patientSaid = unmishear(
    consultation.turns
      // "Any long-term conditions?" "Asthma and hay fever.": history, not what is wrong now.
      .filter((turn, index) => turn.role === 'user' && !answersHistoryOnly(consultation, index))
      .map((turn) => turn.text)
      // A full stop between turns keeps one turn's "no" from reaching into the next.
      .join('.\n')
      .toLowerCase(),
  );
  const mentions = findSymptomMentions(patientSaid, { thorough: true });
  const said = presentSymptoms(mentions);
  const saidDenied = mentions.filter((m) => m.negated && !said.includes(m.label)).map((m) => m.label);
  const answered = answersAboutOneSymptom(consultation);
  const summed = doctorsSummary(consultation);
  const summedUp = presentSymptoms(summed);
  const ruledOut = new Set([...saidDenied, ...answered.denied]);
  const present = withoutVagueDuplicates([
    ...said,
    ...painSpreadTo(patientSaid).filter((wording) => !said.includes(wording)),
    ...answered.affirmed.filter((label) => !said.includes(label) && !saidDenied.includes(label)),
    // What the doctor summed up the patient as having, unless the patient said otherwise.
    ...summedUp.filter((label) => !said.includes(label) && !ruledOut.has(label)),
  ]);
  const denied = [...new Set([...saidDenied, ...answered.denied])].filter(
    (label) => !present.includes(label),
  );
  mentions.push(...summed);
  // Listed in the patient's sense: "big toe pain" and "tiredness", where the shared label says "foot pain", "fatigue".
  const wordingOf = new Map<string, string>();
  for (const m of mentions) if (!wordingOf.has(m.label) && !m.negated) wordingOf.set(m.label, m.wording);
  for (const m of mentions) if (!wordingOf.has(m.label)) wordingOf.set(m.label, m.wording);
  const inTheirWords = (label: string) => wordingOf.get(label) ?? label;
  return { present: [...new Set(present.map(inTheirWords))], denied: [...new Set(denied.map(inTheirWords))] };
}

function answersHistoryOnly(consultation: Consultation, index: number): boolean {
  const asked = precedingDoctorTurn(consultation, index)?.text;
  return (
    asked !== undefined && asksAboutHistoryOnly(asked, (question) => findSymptomMentions(question).length > 0)
  );
}

// "Summary: three weeks of itching, worse at night…", "To recap, you've had…", "So you've had a cough since…".
const SUMMARY_START =
  /^(?:(?:thank you|thanks|ok|okay|right|so)[.,!]?\s*)*(?:summary|in summary|to summari[sz]e|to recap|just to recap|let me (?:summari[sz]e|recap)|so you(?:'ve| have)|you(?:'ve| have) (?:had|got|been))\b[:,]?/i;

/**
 * The symptoms in the doctor's summary of what the patient told them: a restatement the patient heard and let
 * stand, which often names in plain words what the patient described ("itching, worse at night").
 */
function doctorsSummary(consultation: Consultation) {
  return consultation.sentences
    .filter((s) => s.role === 'assistant' && !s.question && SUMMARY_START.test(s.text))
    .flatMap((s) => findSymptomMentions(s.text.replace(SUMMARY_START, '').toLowerCase(), { thorough: true }));
}

const MAX_ONE_SYMPTOM_QUESTION = 60;

/**
 * "Doctor: Any vomiting? — You: Yes, twice.": a yes or no to a question about one symptom says whether the
 * patient has it, though the answer never names it. A question about several is left to the patient's words.
 */
function answersAboutOneSymptom(consultation: Consultation): { affirmed: string[]; denied: string[] } {
  const affirmed: string[] = [];
  const denied: string[] = [];
  consultation.turns.forEach((turn, index) => {
    if (turn.role !== 'user') return;
    const answer = answerOf(turn.text.trim().toLowerCase());
    if (answer !== 'yes' && answer !== 'no') return;
    const question = precedingDoctorTurn(consultation, index)
      ?.text.split(/(?<=[.!])\s+/)
      .findLast((sentence) => sentence.includes('?'));
    // A question about one symptom is short: "Any vomiting?", "Have you had a fever at all?".
    if (!question || question.length > MAX_ONE_SYMPTOM_QUESTION) return;
    const asked = [...new Set(findSymptomMentions(question.toLowerCase()).map((m) => m.label))];
    if (asked.length === 1) (answer === 'yes' ? affirmed : denied).push(asked[0]!);
  });
  return { affirmed, denied };
}

const SPREAD_TO =
  /\b(?:spread\w*|go(?:es|ing)?|went|radiat\w*|shoot\w*|shot|travel\w*|mov(?:es|ing|ed)|runs?|running)\s+(?:right |all the way |straight )?(?:down|into|up|to|through|across|round|around|along)\s+(?:to\s+|into\s+)?(?:my|the|his|her|their)\s+((?:left|right|upper|lower)\s+)?(arms?|jaw|neck|shoulders?|shoulder blades?|back|legs?|groin|teeth|hand|fingers|buttocks?|bum|thigh|calf|foot|ear)\b/g;

/** "It's going into my left arm": pain where it spreads to is pain there too ("left arm pain"). */
function painSpreadTo(said: string): string[] {
  const sites: string[] = [];
  for (const match of said.matchAll(SPREAD_TO)) {
    // "It doesn't go down my legs."
    if (
      /\b(?:not|no|never|doesn't|does not|don't|isn't|hasn't|didn't|won't|without)\b[^.,;]{0,12}$/.test(
        said.slice(Math.max(0, match.index - 30), match.index),
      )
    )
      continue;
    const site = match[2]!.replace(/s$/, '').replace(/^bum$/, 'buttock');
    sites.push(`${match[1] ?? ''}${site} pain`);
  }
  return [...new Set(sites)];
}

/** "pain" adds nothing beside "knee pain", nor "cough" beside "dry cough". */
function withoutVagueDuplicates(labels: string[]): string[] {
  return labels.filter(
    (label) =>
      label.includes(' ') || !labels.some((other) => other !== label && other.split(' ').includes(label)),
  );
}
