// SYMPTOMS: what the patient (or the parent speaking for them) said they have, denials left out.
import { findSymptomMentions, presentSymptoms } from '../symptoms';
import type { Consultation } from './consultation';

export interface PatientSymptoms {
  /** Plain labels, each once, in the order first said. */
  present: string[];
  /** Whether the patient ruled any symptom out ("no fever"). */
  deniedAny: boolean;
}

export function patientSymptoms(consultation: Consultation): PatientSymptoms {
  const patientSaid = consultation.turns
    .filter((turn) => turn.role === 'user')
    .map((turn) => turn.text)
    // A full stop between turns keeps one turn's "no" from reaching into the next.
    .join('.\n');
  const mentions = findSymptomMentions(patientSaid);
  return {
    present: withoutVagueDuplicates(presentSymptoms(mentions)),
    deniedAny: mentions.some((mention) => mention.negated),
  };
}

/** "pain" adds nothing beside "knee pain", nor "cough" beside "dry cough". */
function withoutVagueDuplicates(labels: string[]): string[] {
  return labels.filter(
    (label) =>
      label.includes(' ') || !labels.some((other) => other !== label && other.split(' ').includes(label)),
  );
}
