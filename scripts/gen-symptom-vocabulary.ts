// Regenerates src/domain/symptoms/ontology-terms.generated.ts from the Symptom Ontology (CC0).
// Keeps the terms a patient might plausibly say: clinicians' jargon, veterinary terms, grouping terms
// and examination findings are left out, except terms the hand-written lay table maps to a plain label.
// Usage: npx tsx scripts/gen-symptom-vocabulary.ts [path/to/symp.obo]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { laySymptoms } from '../src/domain/symptoms/lay-synonyms';

const root = fileURLToPath(new URL('..', import.meta.url));
const oboPath = process.argv[2] ?? `${root}../shared/data/symptom-ontology/symp.obo`;
const outputPath = `${root}src/domain/symptoms/ontology-terms.generated.ts`;

interface ParsedTerm {
  id: string;
  name: string;
  synonyms: string[];
  obsolete: boolean;
}

const excludedNamePatterns = [
  /symptom/, // grouping terms ("abdominal symptom")
  /quadrant|multiple sites|^generalized |epigastric|periumbilic/, // examination findings by region
  /lesion|necrosis|abscess|hemorrhag|exudate|mucous membrane|mucosa|lymph|cell count|fluid/,
  /reflex|pupil|cornea|conjunctiv|sclera|proprioception|muscle tone|\btone\b|gait|postur|hemi/,
  /alteration|involvement|failure|dysfunction|instability|intestin|jejun|ileitis|cranial nerve|motor response/,
  /hind limb|dropping|feather|droopy ears|milk production|birth|physiological development|sucking/,
  /sleep stages|sleep-wake|arousal from sleep|sleep related|with sleep apnea/,
  /blood pressure|hyperemia|body sensation|ecchymoses|toxemia|peristalsis|bowel sound|murmur/,
  /behavior|interests|attention|communication|part_of/,
  /^(visceral|nociceptive|neuropathic|referred|breakthrough|phantom) pain$/,
  /^(cyclic|transient|prolonged|continuous|remittent|relapsing|pel-epstein) fever$/i,
  /(sternocleidomastoid|deltoid|palate|extraocular|respiratory|throat muscle) (weakness|paralysis)/,
];

const excludedNames = new Set([
  'hopping',
  'wheelbarrowing',
  'crinkle',
  'wobble',
  'circling movement',
  'head pressing',
  'recumbency',
  'shock',
  'discharge',
  'abortion',
  'stillbirth',
  'infertility',
  'overweight',
  'underweight',
  'short stature',
  'loss of height',
  'wasting',
  'inflammation',
  'salivation',
  'hyperactivity',
  'abnormal feces',
  'dysfunctions associated with arousal from sleep',
  'feeding difficulties and mismanagement',
  'inability to feed',
  'acute pain',
  'sensation perception',
  'afebrile',
  'cataplexy',
  'persistent vegetative state',
  'premature labor',
  'spontaneous abortion',
  'brain cyst',
  'blood vessel infection',
  'mouth papules',
  'extensive ulcer',
  'clubbing of fingers',
  'contracture',
  'bronchospasm',
  'abnormal wound healing',
  'abnormal involuntary movement',
  'abnormal chest sound',
  'respiratory abnormality',
  'inflammatory low back pain',
  'cerebrovascular accident',
  'mass in chest',
  'abdominal mass',
  'abdominal rigidity',
  'abdominal tenderness',
  'retrobulbar pain',
  'parotid pain',
  'slow pulse',
  'decreased metabolism',
  'corkscrew hair',
  'patches of hair loss with a black dot pattern',
  'acquired color vision deficiency',
  'sudden ataxis',
  'diminished spontaneous movement',
  'delayed milestones',
  'delayed psychomotor development',
  'mixed incontinence (female) (male)',
  'incontinence without sensory awareness',
  'male stress incontinence',
]);

// Words a clinician writes but a patient does not say.
const technicalSuffix =
  /(a?emia|osis|penia|pathy|megaly|plegia|paresis|ectasis|itis|algia|uria|rrhagia|rrhea|pnea|phagia|phasia|esthesia|algesia|kinesia|cardia|thermia|hidrosis|ptysis|emesis|ismus|oma|ysis|ension|ensive|ia|ic|ation|mus|us|ae|ous|al)$/;
const plainWordsWithTechnicalEndings = new Set([
  'nausea',
  'diarrhea',
  'pain',
  'pains',
  'vision',
  'swelling',
  'general',
  'abdominal',
  'urination',
  'menstruation',
  'constipation',
  'dehydration',
  'confusion',
  'depression',
  'frequent',
  'excessive',
  'normal',
  'abnormal',
  'nasal',
  'vaginal',
  'rectal',
  'facial',
  'chronic',
  'acute',
  'severe',
  'sudden',
  'loss',
  'of',
  'focal',
  'spontaneous',
  'mental',
  'cyclic',
  'recurrent',
  'continuous',
  'transient',
  'nervous',
  'anxious',
  'incontinence',
  'fussy',
  'itching',
]);
const technicalWords = new Set([
  'rales',
  'stridor',
  'tenesmus',
  'ascites',
  'anasarca',
  'eschar',
  'bubo',
  'buboes',
  'exanthema',
  'enanthem',
  'hypopyon',
  'papule',
  'pustule',
  'petechiae',
  'nystagmus',
  'tetany',
  'opisthotonus',
  'spasticity',
  'flaccidity',
  'cachexia',
  'prostration',
  'steatorrhea',
  'caseation',
  'hematogenous',
  'keratotic',
  'tache',
  'noire',
  'crepitations',
  'crackles',
  'opacity',
  'edema',
  'oedema',
  'lameness',
  'granulomatous',
  'asthenopia',
  'anomia',
  'agraphia',
  'alexia',
  'ptosis',
  'miosis',
  'syncope',
  'diaphoresis',
  'proptosis',
  'exophthalmos',
  'exophthalmia',
  'exophthalmus',
  'hypoventilation',
  'hyperventilation',
  'orthopnea',
  'apnea',
  'torticollis',
  'meningismus',
  'hiccough',
  'sputum',
  'stimming',
  'uredo',
  'rubor',
  'languid',
  'dropsy',
  'icteric',
  'icterus',
  'agrypnia',
  'nycturia',
  'ischuria',
  'melaena',
  'eructation',
  'furuncle',
  'somnolence',
  'droopiness',
  'catatonia',
  'stupor',
  'delirium',
  'coma',
  'hallucination',
  'emaciation',
  'vasculitis',
  'arrhythmia',
  'dysrhythmia',
  'sensorium',
  'lateroventral',
]);
// Synonyms that would be read wrongly in everyday speech.
const excludedSynonyms = new Set([
  'gas',
  'gas production',
  'fecal',
  'fecal incontinence',
  'incontinence of feces',
  'bacterial gastroenteritis',
  'faint',
  'perspire',
]);

function isPlain(phrase: string): boolean {
  return phrase
    .toLowerCase()
    .split(/[\s,()-]+/)
    .filter(Boolean)
    .every(
      (word) =>
        plainWordsWithTechnicalEndings.has(word) ||
        (!technicalSuffix.test(word) && !technicalWords.has(word)),
    );
}

function parseObo(text: string): ParsedTerm[] {
  return text
    .split(/\n(?=\[)/)
    .filter((stanza) => stanza.startsWith('[Term]'))
    .map((stanza) => ({
      id: /^id: (.+)$/m.exec(stanza)?.[1]?.trim() ?? '',
      name: /^name: (.+)$/m.exec(stanza)?.[1]?.trim() ?? '',
      synonyms: [...stanza.matchAll(/^synonym: "([^"]+)" EXACT/gm)].map((m) => m[1]!.trim()),
      obsolete: /^is_obsolete: true$/m.test(stanza),
    }));
}

const mappedToLayLabels = new Set(laySymptoms.flatMap((symptom) => symptom.ontology ?? []));

function usableSynonym(synonym: string): boolean {
  // Acronyms and clipped forms ("AF", "a-fib") are noise in speech.
  return (
    !excludedSynonyms.has(synonym) && !/[A-Z]/.test(synonym) && !/^[a-z]-/.test(synonym) && synonym.length > 2
  );
}

function keptPhrases(term: ParsedTerm): string[] {
  const phrases = [term.name, ...term.synonyms.filter(usableSynonym)];
  if (mappedToLayLabels.has(term.name)) return phrases;
  const excluded =
    excludedNames.has(term.name) || excludedNamePatterns.some((pattern) => pattern.test(term.name));
  return excluded ? [] : phrases.filter(isPlain);
}

const source = readFileSync(oboPath, 'utf8');
const release = /^data-version: (.+)$/m.exec(source)?.[1] ?? 'unknown release';
const terms = parseObo(source)
  .filter((term) => !term.obsolete && term.id && term.name)
  .map((term) => ({ id: term.id, name: term.name, phrases: [...new Set(keptPhrases(term))] }))
  .filter((term) => term.phrases.length > 0);

const missing = [...mappedToLayLabels].filter((name) => !terms.some((term) => term.name === name));
if (missing.length > 0)
  throw new Error(`lay-synonyms.ts names terms not in the ontology: ${missing.join(', ')}`);

const code = `// Generated by scripts/gen-symptom-vocabulary.ts from the Symptom Ontology (${release}, CC0 1.0).
// Do not edit by hand: change the filter in the script or the lay table, then run the script again.

export interface OntologyTerm {
  id: string;
  name: string;
  /** The name and the exact synonyms a patient might say. */
  phrases: string[];
}

export const ontologyTerms: OntologyTerm[] = ${JSON.stringify(terms)};
`;

const prettierConfig = await resolveConfig(outputPath);
writeFileSync(outputPath, await format(code, { ...prettierConfig, filepath: outputPath }));
console.log(`Wrote ${terms.length} terms to ${outputPath}`);
