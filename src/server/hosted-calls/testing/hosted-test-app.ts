// The test app configured for the hosted voice platform, and the browser's and the platform's sides of a call,
// driven in-process (the contract tests drive the same over loopback HTTP).
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../testing/test-app';
import { SERVER_SECRET_HEADER, VOICE_PLATFORM_WEBHOOK_PATH } from '../../../protocol/voice-platform-webhook';

export const TEST_SERVER_SECRET = 'a-server-secret-for-tests-0123';

export const HOSTED_TEST_ENV = {
  VOICE_PLATFORM: 'vapi',
  VAPI_PUBLIC_KEY: 'pk-test',
  VAPI_ASSISTANT_ID: 'asst-test',
  VAPI_SERVER_SECRET: TEST_SERVER_SECRET,
};

/** What the browser does before and after starting a hosted call: a ticket, then the call id registered. */
export async function registerHostedCall(t: TestApp, patient: { cookie: string }) {
  const issued = await t.request('/api/consultations/ticket', { method: 'POST', cookie: patient.cookie });
  const { ticket } = (await issued.json()) as { ticket: string };
  const id = `vapi-${randomUUID()}`;
  const registered = await t.request('/api/consultations', {
    method: 'POST',
    cookie: patient.cookie,
    body: JSON.stringify({ callId: id, platform: 'vapi', ticket }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: HTTP ${registered.status}`);
  return { id, ticket };
}

/** One server message from the platform, signed, about this call; `path` may carry a query string. */
export function postServerMessage(
  t: TestApp,
  call: { id: string; ticket: string },
  message: Record<string, unknown>,
  path = VOICE_PLATFORM_WEBHOOK_PATH,
) {
  return t.app.request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SERVER_SECRET_HEADER]: TEST_SERVER_SECRET },
    body: JSON.stringify({
      message: { ...message, call: { id: call.id, metadata: { ticket: call.ticket } } },
    }),
  });
}
