import { useId, useState } from 'react';
import { assessmentExplanation } from '../../../domain/report/assessment';
import {
  historyText,
  recordSectionTitles,
  redFlagsText,
  urgencyText,
} from '../../../domain/report/record-sections';
import type { ConsultationReport } from '../../../domain/report/schema';
import { EMERGENCY_NUMBERS } from '../../../domain/emergency-numbers';
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
  const explanationId = useId();
  const [explained, setExplained] = useState(false);
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
    <article className="container-page max-w-3xl py-6 sm:py-10 print:py-0">
      <UrgentAdvice urgency={report.urgency} />
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
      <header className="rounded-3xl bg-brand-50 p-5 sm:p-8 print:bg-white print:p-0">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{reportTexts.title}</h1>
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
        <div className="mt-5 flex flex-wrap items-center gap-2 sm:gap-3">
          <p className="text-base font-semibold text-ink sm:text-lg">
            Overall assessment: <span className="text-brand-800">{report.overallAssessment}/100</span>
          </p>
          {/* A button that opens the explanation in the page: readable at any width, by touch, keyboard and reader. */}
          <button
            type="button"
            className="no-print flex h-11 w-11 items-center justify-center rounded-full border border-brand-700 text-sm font-bold text-brand-700"
            aria-label="What does the assessment mean?"
            aria-expanded={explained}
            aria-controls={explanationId}
            onClick={() => setExplained((open) => !open)}
          >
            ?
          </button>
        </div>
        <p id={explanationId} hidden={!explained} className="mt-3 rounded-xl bg-white p-3 text-sm text-ink">
          {assessmentExplanation}
        </p>
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

/** What to do now, first on the page, when the consultation found an emergency or an urgent problem. */
function UrgentAdvice({ urgency }: { urgency: ConsultationReport['urgency'] }) {
  if (urgency === 'emergency') {
    return (
      <section
        aria-labelledby="urgent-advice-title"
        className="mb-6 rounded-2xl bg-red-700 p-5 text-white sm:p-6 print:border-2 print:border-red-700 print:bg-white print:text-ink"
        data-testid="urgent-advice"
      >
        <h2 id="urgent-advice-title" className="text-2xl font-extrabold">
          Get emergency help now
        </h2>
        <p className="mt-2 text-lg">
          These symptoms can be an emergency. Call {EMERGENCY_NUMBERS}, or go to the nearest emergency
          department (A&amp;E) straight away.
        </p>
        <p className="mt-2">
          Do it now: this report can wait. Do not drive yourself. If someone is with you, ask them to stay.
        </p>
      </section>
    );
  }
  if (urgency === 'urgent') {
    return (
      <section
        aria-labelledby="urgent-advice-title"
        className="mb-6 rounded-2xl border-2 border-amber-600 bg-amber-50 p-5 text-amber-950 sm:p-6"
        data-testid="urgent-advice"
      >
        <h2 id="urgent-advice-title" className="text-2xl font-extrabold">
          See a doctor within 24 hours
        </h2>
        <p className="mt-2 text-lg">
          These symptoms need a doctor within 24 hours. Call your doctor or an urgent care service now to be
          seen.
        </p>
        <p className="mt-2">If it gets worse, or you feel very unwell, call emergency services.</p>
      </section>
    );
  }
  return null;
}
