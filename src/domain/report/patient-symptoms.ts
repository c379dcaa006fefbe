// SYMPTOMS: what the patient (or the parent speaking for them) said they have, and what they ruled out.
import { unmishear } from '../doctor/language';
import { findSymptomMentions, presentSymptoms } from '../symptoms';
import type { Consultation } from './consultation';

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
      .filter((turn) => turn.role === 'user')
      .map((turn) => turn.text)
      // A full stop between turns keeps one turn's "no" from reaching into the next.
      .join('.\n')
      .toLowerCase(),
  );
  const mentions = findSymptomMentions(patientSaid);
  const present = withoutVagueDuplicates(presentSymptoms(mentions));
  const denied = [
    ...new Set(mentions.filter((m) => m.negated && !present.includes(m.label)).map((m) => m.label)),
  ];
  return { present, denied };
}

/** "pain" adds nothing beside "knee pain", nor "cough" beside "dry cough". */
function withoutVagueDuplicates(labels: string[]): string[] {
  return labels.filter(
    (label) =>
      label.includes(' ') || !labels.some((other) => other !== label && other.split(' ').includes(label)),
  );
}
