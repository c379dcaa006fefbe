// The doctor's public vocabulary: what the server, the CLI and the report read.
import type { ConsultationRecord } from '../report/record';

export type Urgency = 'emergency' | 'urgent' | 'routine' | 'self-care';

export const URGENCY_ORDER: readonly Urgency[] = ['self-care', 'routine', 'urgent', 'emergency'];

/** The more pressing of two urgencies (null counts as nothing decided yet). */
export function moreUrgent(a: Urgency | null, b: Urgency | null): Urgency | null {
  if (a === null) return b;
  if (b === null) return a;
  return URGENCY_ORDER.indexOf(a) >= URGENCY_ORDER.indexOf(b) ? a : b;
}

export interface RedFlag {
  id: string;
  label: string;
}

export interface Triage {
  urgency: Urgency | null;
  redFlags: RedFlag[];
}

/** One doctor reply; the sentences are spoken one by one. */
export interface DoctorTurn {
  sentences: string[];
  endCall: boolean;
  redFlags: RedFlag[];
}

export interface DoctorConversation {
  /** The first message. */
  opening(): DoctorTurn;
  reply(patientText: string): DoctorTurn;
  readonly triage: Triage;
  /** What the consultation has established so far, for the report. */
  readonly record: ConsultationRecord;
  readonly finished: boolean;
}
