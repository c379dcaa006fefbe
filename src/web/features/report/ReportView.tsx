import { useId } from 'react';
import { assessmentExplanation } from '../../../domain/report/assessment';
import {
  historyText,
  recordSectionTitles,
  redFlagsText,
  urgencyText,
} from '../../../domain/report/record-sections';
import type { ConsultationReport } from '../../../domain/report/schema';
import { reportTexts } from '../../../domain/spec-texts';
import { formatConsultationDate } from './consultations-api';

interface Props {
  report: ConsultationReport;
  onBack: () => void;
  onDashboard: () => void;
  onPrint: () => void;
  onExportFhir: () => void;
}

/** The Medical Consultation Report, as a pure view of one report. */
export function ReportView({ report, onBack, onDashboard, onPrint, onExportFhir }: Props) {
  const tooltipId = useId();
  const sections: [string, string][] = [
    [reportTexts.sections.symptoms, report.symptoms],
    [reportTexts.sections.issue, report.issue],
    [reportTexts.sections.timeOfInjury, report.timeOfInjury.trim() || reportTexts.timeOfInjuryEmpty],
    [reportTexts.sections.prescribedSolution, report.prescribedSolution],
    [reportTexts.sections.followUpRecommendation, report.followUpRecommendation],
  ];
  const history = historyText(report);
  if (history) sections.push([recordSectionTitles.history, history]);
  const redFlags = redFlagsText(report);
  if (redFlags) sections.push([recordSectionTitles.redFlags, redFlags]);
  const urgency = urgencyText(report);
  sections.push([reportTexts.sections.additionalNotes, reportTexts.disclaimer]);
  return (
    <article className="container-page max-w-3xl py-10 print:py-0">
      <div className="no-print mb-6 flex flex-wrap items-center justify-between gap-3">
        <button type="button" className="btn-secondary" onClick={onBack}>
          <span aria-hidden="true">←</span> Back
        </button>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={onPrint}>
            Download PDF
          </button>
          <button type="button" className="btn-secondary" onClick={onExportFhir}>
            Export FHIR
          </button>
        </div>
      </div>
      <header className="rounded-3xl bg-brand-50 p-6 sm:p-8 print:bg-white print:p-0">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{reportTexts.title}</h1>
        <p className="mt-2 text-muted">
          <time dateTime={report.date}>{formatConsultationDate(report.date)}</time>
        </p>
        {urgency && (
          <p
            className={`mt-4 inline-block rounded-full px-4 py-1 text-sm font-bold ${
              report.urgency === 'emergency' ? 'bg-red-700 text-white' : 'bg-white text-ink'
            }`}
          >
            {urgency}
          </p>
        )}
        <div className="mt-5 flex items-center gap-3">
          <p className="text-lg font-semibold text-ink">
            Overall assessment: <span className="text-brand-800">{report.overallAssessment}/100</span>
          </p>
          <span className="group relative">
            <button
              type="button"
              className="no-print flex h-8 w-8 items-center justify-center rounded-full border border-brand-700 text-sm font-bold text-brand-700"
              aria-label="What does the assessment mean?"
              aria-describedby={tooltipId}
            >
              ?
            </button>
            <span
              id={tooltipId}
              role="tooltip"
              className="invisible absolute left-1/2 top-10 z-20 w-72 -translate-x-1/2 rounded-xl bg-ink p-3 text-sm text-white shadow-lg group-focus-within:visible group-hover:visible"
            >
              {assessmentExplanation}
            </span>
          </span>
        </div>
      </header>
      <dl className="mt-8 space-y-6">
        {sections.map(([title, text]) => (
          <div key={title} className="border-b border-slate-200 pb-5 last:border-0">
            <dt className="text-sm font-bold tracking-widest text-brand-700">{title}</dt>
            <dd className="mt-2 whitespace-pre-line text-ink">{text}</dd>
          </div>
        ))}
      </dl>
      <div className="no-print mt-10 flex justify-center">
        <button type="button" className="btn-primary px-8" onClick={onDashboard}>
          {reportTexts.returnToDashboard}
        </button>
      </div>
    </article>
  );
}
