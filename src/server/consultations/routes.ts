import { Hono } from 'hono';
import { z } from 'zod';
import { toFhirBundle } from '../../domain/report/fhir';
import type { AppEnv, Identity } from '../auth/identity';
import { requireUser } from '../auth/require-user';
import type { ConsultationStore } from './consultation-store';
import type { ConsultationTickets } from '../hosted-calls/consultation-tickets';
import type { HostedCalls } from '../hosted-calls/hosted-calls';

export const HISTORY_PAGE_SIZE = 20;

// A call id is stored and shown: no control characters (PostgreSQL cannot hold a NUL).
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F-\u009F]+$/;
const callId = z.string().trim().min(1).max(200).regex(NO_CONTROL_CHARACTERS);
const registerBody = z.object({ callId, platform: z.literal('vapi'), ticket: z.string().min(1).max(1024) });
const pageQuery = z.coerce.number().int().min(1).max(10_000).catch(1);

const notFound = { message: 'Consultation not found' } as const;

/**
 * The patient's own consultations: list and read them, and start a hosted call (a ticket, then its registration).
 * Nothing here writes a transcript or a report: the server writes them from what the platform or the room heard.
 */
export function consultationRoutes(
  identity: Identity,
  store: ConsultationStore,
  hosted: { tickets: ConsultationTickets; calls: HostedCalls },
) {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser(identity));

  // A short-lived ticket signed for this patient: the browser starts the hosted call with it in its metadata.
  app.post('/ticket', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ ticket: hosted.tickets.issue(c.get('patient').id) }, 201);
  });

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

  // Hosted calls are created on the hosted platform; the browser registers the call id it got, with its ticket.
  app.post('/', async (c) => {
    const parsed = registerBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ message: 'Send {callId, platform: "vapi", ticket}.' }, 400);
    const outcome = await hosted.calls.register(c.get('patient').id, parsed.data.callId, parsed.data.ticket);
    if (outcome === 'invalid-ticket')
      return c.json({ message: 'The consultation ticket is not valid. Start the consultation again.' }, 403);
    if (outcome === 'conflict') return c.json({ message: 'Consultation already registered' }, 409);
    return c.json({ callId: parsed.data.callId }, 201);
  });

  return app;
}
