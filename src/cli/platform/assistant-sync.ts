// `npm run platform -- assistant sync`: the hosted platform's copy of our AI doctor, made from the same
// definition the built-in engine uses, with an analysis plan that extracts the consultation report.
import { z } from 'zod';
import {
  DOCTOR_ASSISTANT_NAME,
  DOCTOR_FIRST_MESSAGE,
  DOCTOR_SYSTEM_PROMPT,
} from '../../domain/doctor/assistant-definition';
import type { reportDefaults } from '../../domain/spec-texts';
import { callPlatform, type PlatformClient, type PlatformResult } from '../../protocol/platform-client';

type ReportField = keyof typeof reportDefaults;

// What the platform's analysis model is asked to fill in: the report page's fields, one per section.
const reportFieldDescriptions: Record<Exclude<ReportField, 'overallAssessment'>, string> = {
  symptoms: "The patient's symptoms in plain words, comma-separated; leave out symptoms the patient denied.",
  issue: 'The most likely primary issue, as a preliminary assessment in one sentence.',
  timeOfInjury: 'When the symptoms started or the injury happened, as the patient said it.',
  prescribedSolution: 'The self-care, medicines and things to avoid that the assistant advised.',
  followUpRecommendation:
    'The follow-up the assistant recommended, how urgently, and what should prompt help sooner.',
};

const reportSchema = {
  type: 'object',
  properties: {
    ...Object.fromEntries(
      Object.entries(reportFieldDescriptions).map(([field, description]) => [
        field,
        { type: 'string', description },
      ]),
    ),
    overallAssessment: {
      type: 'integer',
      // The range lives in the description: the platform's JSON schema subset has no minimum/maximum.
      description:
        'An integer from 0 to 100: how completely the consultation established the complaint, its onset, the advice and the follow-up.',
    },
  },
  required: [...Object.keys(reportFieldDescriptions), 'overallAssessment'],
};

export const doctorAssistant = {
  name: DOCTOR_ASSISTANT_NAME,
  firstMessage: DOCTOR_FIRST_MESSAGE,
  model: {
    provider: 'openai',
    model: 'gpt-4o-mini',
    messages: [{ role: 'system', content: DOCTOR_SYSTEM_PROMPT }],
  },
  voice: { provider: 'vapi', voiceId: 'Elliot' },
  analysisPlan: {
    summaryPlan: { enabled: true },
    structuredDataPlan: { enabled: true, schema: reportSchema },
  },
};

const assistantList = z.array(z.looseObject({ id: z.string(), name: z.string().nullish() }));
const assistant = z.looseObject({ id: z.string() });

export interface SyncOutcome {
  action: 'created' | 'updated';
  id: string;
  /** Other assistants with our name, left as they are. */
  duplicates: string[];
}

/** Updates the assistant named like ours, or creates it; the id is what VAPI_ASSISTANT_ID needs. */
export async function syncDoctorAssistant(client: PlatformClient): Promise<PlatformResult<SyncOutcome>> {
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
        client.PATCH('/assistant/{id}', { params: { path: { id: existing.id } }, body: doctorAssistant }),
      )
    : await callPlatform(client.POST('/assistant', { body: doctorAssistant }));
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
