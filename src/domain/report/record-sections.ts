// What the report holds beyond the spec's sections, said once for every place that shows it (the report page,
// the FHIR export): the urgency, the warning signs and the medical history.
import type { ConsultationReport } from './schema';

export const recordSectionTitles = {
  urgency: 'URGENCY',
  redFlags: 'WARNING SIGNS',
  history: 'MEDICAL HISTORY',
} as const;

const URGENCY_TEXTS = {
  emergency: 'Emergency: call emergency services now',
  urgent: 'Urgent: get seen within 24 hours',
  routine: 'Routine: book an appointment',
  'self-care': 'Self-care at home',
} as const;

export function urgencyText(report: ConsultationReport): string | null {
  return report.urgency ? URGENCY_TEXTS[report.urgency] : null;
}

export function redFlagsText(report: ConsultationReport): string | null {
  return report.redFlags?.length ? report.redFlags.join('\n') : null;
}

/** "Medicines: ramipril. Allergies: none." for what the consultation recorded; null when nothing was. */
export function historyText(report: ConsultationReport): string | null {
  const parts = (
    [
      ['Conditions', report.conditions],
      ['Medicines', report.medicines],
      ['Allergies', report.allergies],
    ] as const
  )
    .filter(([, list]) => list !== null && list !== undefined)
    .map(([name, list]) => `${name}: ${list!.length ? list!.join(', ') : 'none'}.`);
  return parts.length ? parts.join(' ') : null;
}
