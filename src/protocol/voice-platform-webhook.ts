// Where the hosted platform posts its server messages to us, and how it proves they are its own: the contract the
// server's webhook serves and `npm run platform -- assistant sync` configures on the assistant.

/** The path of the webhook under PUBLIC_URL. */
export const VOICE_PLATFORM_WEBHOOK_PATH = '/api/webhooks/voice-platform';

/** The header in which the platform sends the assistant's `server.secret` with every message. */
export const SERVER_SECRET_HEADER = 'x-vapi-secret';

/** The server messages the server acts on; the platform sends only the final transcript lines. */
export const SUBSCRIBED_SERVER_MESSAGES = [
  'status-update',
  "transcript[transcriptType='final']",
  'hang',
  'end-of-call-report',
] as const;
