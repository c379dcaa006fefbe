import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { errorTexts } from '../../domain/spec-texts';
import type { AppEnv, Identity, Patient } from '../auth/identity';
import type { ConsultationStore, ConsultationSummary } from '../consultations/consultation-store';
import { builtInAssistant } from './built-in-assistant';
import type { RoomTokens } from './room-tokens';
import { ownWebSocketOrigin, type OriginPolicy } from '../own-origin';

export interface PlatformKeys {
  /** The browser's key: with a patient's session it creates and reads that patient's calls. */
  publicKey: string;
  /** The operator's key (`npm run platform`): reads every call and the assistant, no session needed. */
  privateKey: string;
}

type Caller = { kind: 'patient'; patient: Patient } | { kind: 'operator' };
type PlatformEnv = AppEnv & { Variables: { caller: Caller } };

const objectOrUndefined = z.record(z.string(), z.unknown()).optional();
// Unknown fields are ignored, as the hosted platform does with fields it does not use.
const webCallBody = z.object({
  assistant: objectOrUndefined,
  assistantId: z.string().max(200).optional(),
  assistantOverrides: objectOrUndefined,
  squad: objectOrUndefined,
  squadId: z.string().max(200).optional(),
});

const unauthorized = { message: 'Unauthorized' } as const;

/** The local voice platform's REST side, under /platform: the hosted platform's paths and shapes for what we implement. */
export function platformRoutes(deps: {
  identity: Identity;
  store: ConsultationStore;
  tokens: RoomTokens;
  keys: PlatformKeys;
  /** Decides the app's origin, so the room is reached the way the page was. */
  origins: OriginPolicy;
  /** False while this instance drains: new calls are refused (the load balancer sends the retry elsewhere). */
  accepting?: () => boolean;
}) {
  const app = new Hono<PlatformEnv>();

  app.use(
    '*',
    createMiddleware<PlatformEnv>(async (c, next) => {
      const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
      if (bearer === deps.keys.privateKey) {
        c.set('caller', { kind: 'operator' });
        return next();
      }
      if (bearer !== deps.keys.publicKey) return c.json(unauthorized, 401);
      const patient = await deps.identity.patientFrom(c.req.raw.headers);
      if (!patient) return c.json(unauthorized, 401);
      c.set('caller', { kind: 'patient', patient });
      return next();
    }),
  );

  app.post('/call/web', async (c) => {
    const caller = c.get('caller');
    if (caller.kind !== 'patient')
      return c.json({ message: 'A web call belongs to a signed-in patient: use the public key.' }, 403);
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      return c.json({ message: 'The request body is not valid JSON.' }, 400);
    }
    const parsed = webCallBody.safeParse(raw);
    if (!parsed.success)
      return c.json({ message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 400);
    const body = parsed.data;
    if (!body.assistant && !body.assistantId && !body.squad && !body.squadId)
      return c.json({ message: errorTexts.missingAssistant }, 400);
    if (body.squad || body.squadId)
      return c.json({ message: 'Squads are not available on the local platform.' }, 400);
    if (body.assistantId && body.assistantId !== builtInAssistant.id)
      return c.json({ message: 'Assistant not found' }, 404);

    if (deps.accepting && !deps.accepting()) {
      c.header('Retry-After', '1');
      return c.json({ message: 'This server is shutting down. Please try again.' }, 503);
    }
    const callId = randomUUID();
    await deps.store.start({
      callId,
      patientId: caller.patient.id,
      platform: 'local',
      assistantId: builtInAssistant.id,
      status: 'queued',
    });
    const token = deps.tokens.issue({ callId, patientId: caller.patient.id });
    return c.json(
      {
        id: callId,
        type: 'webCall',
        status: 'queued',
        createdAt: new Date().toISOString(),
        assistantId: builtInAssistant.id,
        webCallUrl: `${ownWebSocketOrigin(c.req.raw, deps.origins)}/platform/rooms/${callId}?token=${encodeURIComponent(token)}`,
        artifactPlan: { videoRecordingEnabled: false },
        assistant: {
          id: builtInAssistant.id,
          name: builtInAssistant.name,
          voice: { provider: builtInAssistant.voice.provider },
        },
      },
      201,
    );
  });

  app.get('/call', async (c) => {
    const caller = c.get('caller');
    const limit = z.coerce.number().int().min(1).max(1000).catch(100).parse(c.req.query('limit'));
    const page =
      caller.kind === 'patient'
        ? // The platform lists every call the patient created, as the hosted one does, queued ones included.
          await deps.store.listForPatient(caller.patient.id, 1, limit, { includeUnjoined: true })
        : await deps.store.listAll(limit);
    return c.json(page.items.map(toPlatformCall));
  });

  app.get('/call/:id', async (c) => {
    const caller = c.get('caller');
    const id = c.req.param('id');
    const found =
      caller.kind === 'patient'
        ? await deps.store.getForPatient(caller.patient.id, id)
        : await deps.store.summary(id);
    return found ? c.json(toPlatformCall(found)) : c.json({ message: 'Call not found' }, 404);
  });

  app.get('/assistant', (c) => c.json([builtInAssistant]));
  app.get('/assistant/:id', (c) =>
    c.req.param('id') === builtInAssistant.id
      ? c.json(builtInAssistant)
      : c.json({ message: 'Assistant not found' }, 404),
  );

  app.all('*', (c) => c.json({ message: 'This operation is not available on the local platform.' }, 404));
  return app;
}

function toPlatformCall(call: ConsultationSummary & { endedReason?: string | null }) {
  return {
    id: call.callId,
    type: 'webCall',
    status: call.status,
    assistantId: builtInAssistant.id,
    createdAt: call.startedAt,
    startedAt: call.startedAt,
    endedAt: call.endedAt ?? undefined,
    endedReason: call.endedReason ?? undefined,
  };
}
