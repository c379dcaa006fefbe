// The spec's consultation report, plus what makes it honest: the urgency the doctor concluded, the warning signs
// recognised, and the patient's long-term conditions, medicines and allergies. The spec's seven fields are always present; the others
// are present on every report the server builds and optional on older stored ones.
import { z } from 'zod';

const sectionText = z.string().max(2000);
const shortList = z.array(z.string().max(200)).max(30);

export const consultationReportSchema = z.object({
  symptoms: sectionText,
  issue: sectionText,
  timeOfInjury: sectionText,
  prescribedSolution: sectionText,
  followUpRecommendation: sectionText,
  overallAssessment: z.number().int().min(0).max(100),
  date: z.iso.datetime(),
  urgency: z.enum(['emergency', 'urgent', 'routine', 'self-care']).nullable().optional(),
  redFlags: shortList.optional(),
  conditions: shortList.nullable().optional(),
  medicines: shortList.nullable().optional(),
  allergies: shortList.nullable().optional(),
});

export type ConsultationReport = z.infer<typeof consultationReportSchema>;
