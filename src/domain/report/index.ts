export { buildReport } from './build-report';
export { consultationReportSchema, type ConsultationReport } from './schema';
export { assessmentCriteria, assessmentExplanation } from './assessment';
