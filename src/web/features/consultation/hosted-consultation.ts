// Hosted calls live on the hosted platform: our server learns of them from the browser, which registers the call
// when it starts and uploads its transcript when it ends. The server writes the report.
import type { TranscriptTurn } from '../../../domain/transcript';

const jsonHeaders = { 'content-type': 'application/json' };

export async function registerHostedCall(callId: string) {
  await fetch('/api/consultations', {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ callId, platform: 'vapi' }),
  });
}

export async function uploadHostedTranscript(callId: string, transcript: TranscriptTurn[]) {
  try {
    await fetch(`/api/consultations/${encodeURIComponent(callId)}/transcript`, {
      method: 'PUT',
      headers: jsonHeaders,
      body: JSON.stringify({ transcript }),
    });
  } catch {
    // The report page says the report is still being prepared, and offers to try again.
  }
}
