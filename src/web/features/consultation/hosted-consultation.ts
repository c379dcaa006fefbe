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

/** The server takes turns of up to this many characters: a longer one is sent as several, nothing cut. */
const MAX_TURN_CHARACTERS = 4000;
const RETRY_DELAYS_MS = [1_000, 3_000];

function inPieces(turns: TranscriptTurn[]): TranscriptTurn[] {
  return turns.flatMap((turn) => {
    const pieces: TranscriptTurn[] = [];
    let rest = turn.text;
    while (rest.length > MAX_TURN_CHARACTERS) {
      const cut = rest.lastIndexOf(' ', MAX_TURN_CHARACTERS);
      const at = cut > 0 ? cut : MAX_TURN_CHARACTERS;
      pieces.push({ role: turn.role, text: rest.slice(0, at) });
      rest = rest.slice(at).trimStart();
    }
    return [...pieces, { role: turn.role, text: rest }];
  });
}

/**
 * Uploads a hosted call's transcript so the server can write its report; tries again after a dropped connection
 * or a server error. Resolves true once the server has it.
 */
export async function uploadHostedTranscript(
  callId: string,
  transcript: TranscriptTurn[],
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<boolean> {
  const body = JSON.stringify({ transcript: inPieces(transcript) });
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`/api/consultations/${encodeURIComponent(callId)}/transcript`, {
        method: 'PUT',
        headers: jsonHeaders,
        body,
      });
      // Done, or refused for good (already ended, not this patient's): trying again would change nothing.
      if (response.ok || (response.status < 500 && response.status !== 429)) return response.ok;
    } catch {
      // A dropped connection: try again below.
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return false;
    await wait(delay);
  }
}
