// POST /api/webhooks/voice-platform: the hosted platform's server messages. Only the platform knows the server
// secret it sends in x-vapi-secret; anything else is refused before its body is read.
import { Hono } from 'hono';
import { SERVER_SECRET_HEADER, VOICE_PLATFORM_WEBHOOK_PATH } from '../../protocol/voice-platform-webhook';
import type { HostedCalls } from './hosted-calls';
import { readServerMessage } from './server-messages';
import { secretMatches } from './webhook-secret';

export { VOICE_PLATFORM_WEBHOOK_PATH };

export function voicePlatformWebhook({ secret, hostedCalls }: { secret: string; hostedCalls: HostedCalls }) {
  const app = new Hono();
  app.post('/', async (c) => {
    if (!secretMatches(c.req.header(SERVER_SECRET_HEADER), secret))
      return c.json({ message: 'This endpoint takes messages from the voice platform only.' }, 401);
    const read = readServerMessage(await c.req.json().catch(() => undefined));
    if (!read.ok) return c.json({ message: read.problem }, 400);
    await hostedCalls.handle(read.message);
    return c.json({ received: true });
  });
  return app;
}
