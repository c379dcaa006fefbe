// The spec's consultation report; the server validates uploaded reports with this schema.
import { z } from 'zod';

const sectionText = z.string().max(2000);

export const consultationReportSchema = z.object({
  symptoms: sectionText,
  issue: sectionText,
  timeOfInjury: sectionText,
  prescribedSolution: sectionText,
  followUpRecommendation: sectionText,
  overallAssessment: z.number().int().min(0).max(100),
  date: z.iso.datetime(),
});

export type ConsultationReport = z.infer<typeof consultationReportSchema>;
