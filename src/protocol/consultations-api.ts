// The wire shapes of /api/consultations, shared by the server that answers and the browser that asks.
import type { ConsultationReport } from '../domain/report/schema';
import type { TranscriptTurn } from '../domain/transcript';

export type Platform = 'local' | 'vapi';

export interface ConsultationSummary {
  callId: string;
  platform: Platform;
  status: string;
  startedAt: string;
  endedAt: string | null;
  issue: string | null;
  overallAssessment: number | null;
}

export interface ConsultationDetail extends ConsultationSummary {
  endedReason: string | null;
  urgency: string | null;
  redFlags: string[];
  transcript: TranscriptTurn[];
  report: ConsultationReport | null;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export type ConsultationPage = Page<ConsultationSummary>;
