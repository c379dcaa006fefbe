// Hosted calls live on the hosted platform: our server learns of them from the browser, which registers the call
// when it starts and uploads its transcript and report when it ends.
import type { ConsultationReport } from '../../../domain/report/schema';
import type { TranscriptTurn } from '../../../domain/transcript';

const jsonHeaders = { 'content-type': 'application/json' };

export async function registerHostedCall(callId: string) {
  await fetch('/api/consultations', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ callId, platform: 'vapi' }),
  });
}

export async function uploadHostedReport(
  callId: string,
  report: ConsultationReport,
  transcript: TranscriptTurn[],
) {
  try {
    await fetch(`/api/consultations/${encodeURIComponent(callId)}/report`, {
      method: 'PUT',
      headers: jsonHeaders,
      body: JSON.stringify({ report, transcript }),
    });
  } catch {
    // The report still reaches the patient through router state; history misses it until a later upload.
  }
}
