// `npm run platform -- assistant sync`: the hosted platform's copy of our AI doctor, made from the same
// definition the built-in engine uses, posting its server messages to our webhook with the server secret. The
// server writes the report from the transcript those messages bring, so the assistant has no analysis plan.
import { z } from 'zod';
import {
  DOCTOR_ASSISTANT_NAME,
  DOCTOR_FIRST_MESSAGE,
  DOCTOR_SYSTEM_PROMPT,
} from '../../domain/doctor/assistant-definition';
import { callPlatform, type PlatformClient, type PlatformResult } from '../../protocol/platform-client';
import {
  SUBSCRIBED_SERVER_MESSAGES,
  VOICE_PLATFORM_WEBHOOK_PATH,
} from '../../protocol/voice-platform-webhook';

export interface AssistantServer {
  /** The app's public address (PUBLIC_URL): the platform posts to its webhook there. */
  publicUrl: string;
  /** VAPI_SERVER_SECRET: sent back by the platform in x-vapi-secret with every message. */
  secret: string;
  /** The longest call, in minutes (CALL_MAX_MINUTES): the platform ends a call then. */
  maxCallMinutes: number;
}

/** The assistant as the platform should hold it; `{{firstName}}` is the patient's, from the call's overrides. */
export function doctorAssistant(server: AssistantServer) {
  return {
    name: DOCTOR_ASSISTANT_NAME,
    firstMessage: DOCTOR_FIRST_MESSAGE,
    model: {
      provider: 'openai',
      model: 'gpt-4o-mini',
      messages: [
        {
          role: 'system',
          content: `${DOCTOR_SYSTEM_PROMPT}\n\nThe patient's first name is {{firstName}}.`,
        },
      ],
    },
    voice: { provider: 'vapi', voiceId: 'Elliot' },
    server: { url: new URL(VOICE_PLATFORM_WEBHOOK_PATH, server.publicUrl).href, secret: server.secret },
    serverMessages: [...SUBSCRIBED_SERVER_MESSAGES],
    // The server speaks emergency advice into a live call through its control URL.
    monitorPlan: { controlEnabled: true },
    maxDurationSeconds: server.maxCallMinutes * 60,
  };
}

const assistantList = z.array(z.looseObject({ id: z.string(), name: z.string().nullish() }));
const assistant = z.looseObject({ id: z.string() });

export interface SyncOutcome {
  action: 'created' | 'updated';
  id: string;
  /** Other assistants with our name, left as they are. */
  duplicates: string[];
}

/** Updates the assistant named like ours, or creates it; the id is what VAPI_ASSISTANT_ID needs. */
export async function syncDoctorAssistant(
  client: PlatformClient,
  server: AssistantServer,
): Promise<PlatformResult<SyncOutcome>> {
  const definition = doctorAssistant(server);
  // The platform's largest page; an organisation with more assistants than that is not ours to guess about.
  const listed = await callPlatform(client.GET('/assistant', { params: { query: { limit: 1000 } } }));
  if (!listed.ok) return listed;
  const assistants = assistantList.safeParse(listed.data);
  if (!assistants.success) return unexpected('GET /assistant did not return a list of assistants');
  const [existing, ...duplicates] = assistants.data.filter(
    (candidate) => candidate.name === DOCTOR_ASSISTANT_NAME,
  );

  const saved = existing
    ? await callPlatform(
        client.PATCH('/assistant/{id}', { params: { path: { id: existing.id } }, body: definition }),
      )
    : await callPlatform(client.POST('/assistant', { body: definition }));
  if (!saved.ok) return saved;
  const savedAssistant = assistant.safeParse(saved.data);
  if (!savedAssistant.success) return unexpected('the saved assistant has no id');
  return {
    ok: true,
    data: {
      action: existing ? 'updated' : 'created',
      id: savedAssistant.data.id,
      duplicates: duplicates.map((duplicate) => duplicate.id),
    },
  };
}

const unexpected = (message: string) => ({
  ok: false as const,
  failure: { kind: 'server' as const, message },
});
