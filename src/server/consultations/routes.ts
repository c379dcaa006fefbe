import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { guardTranscript } from '../../domain/doctor/transcript-guard';
import { buildReport } from '../../domain/report';
import { toFhirBundle } from '../../domain/report/fhir';
import type { AppEnv, Identity } from '../auth/identity';
import { requireUser } from '../auth/require-user';
import type { ConsultationStore } from './consultation-store';
import { cleanPatientText } from '../../domain/patient-text';

export const HISTORY_PAGE_SIZE = 20;

// A call id is stored and shown: no control characters (PostgreSQL cannot hold a NUL).
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F-\u009F]+$/;
const callId = z.string().trim().min(1).max(200).regex(NO_CONTROL_CHARACTERS);
const registerBody = z.object({ callId, platform: z.literal('vapi') });
// A hosted platform may call the doctor's role 'bot'; it is the assistant all the same.
/** A long hosted consultation's transcript: far more than an hour of speech. */
export const MAX_TRANSCRIPT_BYTES = 1024 * 1024;
const MAX_TURN_CHARACTERS = 4000;
const transcriptBody = z.object({
  transcript: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant', 'bot']).transform((role) => (role === 'bot' ? 'assistant' : role)),
        // Cleaned as the rooms clean what a patient says: a NUL cannot be stored, other controls are noise.
        text: z.string().max(MAX_TURN_CHARACTERS).transform(cleanPatientText),
      }),
    )
    .min(1)
    .max(2000),
});
const pageQuery = z.coerce.number().int().min(1).max(10_000).catch(1);

const notFound = { message: 'Consultation not found' } as const;

/** The patient's own consultations: list, read, register a hosted call, and store its transcript and report. */
export function consultationRoutes(identity: Identity, store: ConsultationStore) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(identity));

  app.get('/', async (c) => {
    const page = pageQuery.parse(c.req.query('page'));
    return c.json(await store.listForPatient(c.get('patient').id, page, HISTORY_PAGE_SIZE));
  });

  app.get('/:id', async (c) => {
    const found = await store.getForPatient(c.get('patient').id, c.req.param('id'));
    return found ? c.json(found) : c.json(notFound, 404);
  });

  // The report as an HL7 FHIR R4 document, written here so the browser never ships the symptom vocabulary.
  app.get('/:id/fhir', async (c) => {
    const patient = c.get('patient');
    const found = await store.getForPatient(patient.id, c.req.param('id'));
    if (!found?.report) return c.json(notFound, 404);
    const bundle = toFhirBundle(found.report, {
      callId: found.callId,
      patient: {
        id: patient.id,
        firstName: patient.firstName || 'Patient',
        email: patient.email || undefined,
      },
    });
    return c.body(JSON.stringify(bundle, null, 2), 200, {
      'content-type': 'application/fhir+json; charset=utf-8',
      'content-disposition': `attachment; filename="consultation-report-${found.callId.replace(/[^\w-]/g, '')}.fhir.json"`,
    });
  });

  // Hosted calls are created on the hosted platform; the browser registers ownership when one starts.
  app.post('/', async (c) => {
    const parsed = registerBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ message: 'Send {callId, platform: "vapi"}.' }, 400);
    const patientId = c.get('patient').id;
    const created = await store.start({
      callId: parsed.data.callId,
      patientId,
      platform: 'vapi',
      status: 'in-progress',
    });
    if (!created && (await store.ownerOf(parsed.data.callId)) !== patientId)
      return c.json({ message: 'Consultation already registered' }, 409);
    return c.json({ callId: parsed.data.callId }, created ? 201 : 200);
  });

  // A hosted call's transcript, uploaded when it ends: the server, never the browser, writes its report.
  const limitTranscript = bodyLimit({
    maxSize: MAX_TRANSCRIPT_BYTES,
    onError: (c) => c.json({ message: 'Request body too large' }, 413),
  });
  app.put('/:id/transcript', limitTranscript, async (c) => {
    const id = c.req.param('id');
    const parsed = transcriptBody.safeParse(await c.req.json().catch(() => undefined));
    const own = await store.getForPatient(c.get('patient').id, id);
    if (!own) return c.json(notFound, 404);
    // Local calls are recorded and reported by the server itself; only hosted calls upload theirs.
    if (own.platform !== 'vapi')
      return c.json({ message: 'This consultation is recorded by the server.' }, 409);
    // Once ended, the consultation and its report are the record: a second upload changes nothing.
    if (own.status === 'ended') return c.json({ message: 'This consultation has already ended.' }, 409);
    if (!parsed.success)
      return c.json(
        {
          message: 'The transcript is not valid.',
          issues: parsed.error.issues.map((i) => i.path.join('.')),
        },
        400,
      );
    await store.replaceTranscript(id, parsed.data.transcript);
    // The safety guard reads the transcript it did not hear live; its findings go into the report.
    const triage = guardTranscript(parsed.data.transcript);
    await store.saveReport(id, buildReport(parsed.data.transcript, new Date(), { triage }));
    await store.end(id, {
      endedReason: 'customer-ended-call',
      urgency: triage.urgency,
      redFlags: triage.redFlags.map((flag) => flag.id),
    });
    return c.json(await store.getForPatient(c.get('patient').id, id));
  });

  return app;
}
