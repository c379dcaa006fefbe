// The symptom vocabulary compiled into one matcher at module load.
// Priority when two sources share a phrase: non-symptom phrases, the lay table, body-part phrases,
// then the ontology; so a patient's word always reports its plain label.
import { bodyPartSymptoms } from './body-part-phrases';
import { laySymptoms, nonSymptomPhrases } from './lay-synonyms';
import { reportLaySymptoms } from './report-lay-synonyms';
import { ontologyTerms } from './ontology-terms.generated';
import { PhraseMatcher } from './phrase-matcher';
import { tokenize } from '../language';

export interface Symptom {
  /** The Symptom Ontology id ("SYMP:0000006"), or "lay:…" for a symptom the ontology lacks. */
  id: string;
  label: string;
  /** The label in the patient's own word, where the phrase says more than the label ("tiredness"). */
  wording?: string;
}

const ontologyIdByName = new Map(ontologyTerms.map((term) => [term.name, term.id]));

function layId(label: string): string {
  return `lay:${label.replace(/\s+/g, '-')}`;
}

const symptomByLabel = new Map<string, Symptom>();

/** The symptom with this plain label: the vocabulary's own, or a lay one for a label it lacks ("red toe"). */
export function symptomLabelled(label: string): Symptom {
  return symptomByLabel.get(label) ?? { id: layId(label), label };
}

function compileVocabulary(options: {
  anyEnding: boolean;
  reportWordings: boolean;
}): PhraseMatcher<Symptom | null> {
  const matcher = new PhraseMatcher<Symptom | null>(options);
  const addPhrase = (phrase: string, value: Symptom | null) =>
    matcher.add(
      tokenize(phrase).map((token) => token.text),
      value,
    );
  const symptomFor = (label: string, ontologyName?: string): Symptom => {
    let symptom = symptomByLabel.get(label);
    if (!symptom) {
      const id =
        (ontologyName && ontologyIdByName.get(ontologyName)) || ontologyIdByName.get(label) || layId(label);
      symptom = { id, label };
      symptomByLabel.set(label, symptom);
    }
    return symptom;
  };

  for (const phrase of nonSymptomPhrases) addPhrase(phrase, null);

  const layLabelByOntologyName = new Map<string, string>();
  for (const lay of [
    ...laySymptoms,
    ...bodyPartSymptoms,
    ...(options.reportWordings ? reportLaySymptoms : []),
  ]) {
    const symptom = symptomFor(lay.label, lay.ontology?.[0]);
    for (const name of lay.ontology ?? []) layLabelByOntologyName.set(name, lay.label);
    // Own wordings first: the first value added for a phrase wins.
    for (const [wording, phrases] of lay.saidAs ?? [])
      for (const phrase of phrases) addPhrase(phrase, { ...symptom, wording });
    for (const phrase of lay.phrases) addPhrase(phrase, symptom);
  }

  for (const term of ontologyTerms) {
    const symptom = symptomFor(layLabelByOntologyName.get(term.name) ?? term.phrases[0]!, term.name);
    for (const phrase of term.phrases) addPhrase(phrase, symptom);
  }
  return matcher;
}

/** Phrases as written: what the doctor's complaints and conditions were written against. */
export const symptomVocabulary = compileVocabulary({ anyEnding: false, reportWordings: false });
/**
 * The same phrases and the report's own (report-lay-synonyms.ts), with any word ending, for a report that lists
 * everything said ("it burns when I wee", "my pulse is all over the place").
 */
export const symptomVocabularyAnyEnding = compileVocabulary({ anyEnding: true, reportWordings: true });
