import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { ConsultationReport } from '../../../domain/report/schema';
import { reportTexts } from '../../../domain/spec-texts';
import { useAuth } from '../auth/auth-state';
import { signInPathFor } from '../auth/safe-redirect';
import { consultationQuery, HttpError } from './consultations-api';
import { ReportView } from './ReportView';
import { downloadFhirBundle } from './download-fhir';

interface ReportLocationState {
  report?: ConsultationReport;
}

/** /feedback/{callId}: the report from router state, else (reload, opened later) from the server for its owner. */
export default function ReportPage() {
  const { callId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const fromState = (location.state as ReportLocationState | null)?.report;
  const signedIn = auth.status === 'signed-in';
  const query = useQuery({ ...consultationQuery(callId), enabled: !fromState && signedIn });

  const report = fromState ?? query.data?.report ?? null;
  if (report) {
    const back = () =>
      (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/');
    return (
      <ReportView
        report={report}
        onBack={back}
        onDashboard={() => navigate('/')}
        onPrint={() => window.print()}
        onExportFhir={() => void downloadFhirBundle(report, callId, auth.user)}
      />
    );
  }
  if (signedIn && (query.isPending || query.isFetching)) {
    return (
      <div className="container-page py-16" role="status">
        <p className="text-muted">Loading your report…</p>
      </div>
    );
  }
  if (signedIn && query.data && !query.data.report) {
    return (
      <Notice title={reportTexts.title}>
        <p>Your report is still being prepared. Please try again in a moment.</p>
        <button type="button" className="btn-primary mt-6" onClick={() => void query.refetch()}>
          Try again
        </button>
      </Notice>
    );
  }
  if (signedIn && query.error && !(query.error instanceof HttpError && query.error.status === 404)) {
    return (
      <Notice title={reportTexts.title}>
        <p>We could not load this report. Please check your connection and try again.</p>
        <button type="button" className="btn-primary mt-6" onClick={() => void query.refetch()}>
          Try again
        </button>
      </Notice>
    );
  }
  return (
    <Notice title={reportTexts.title}>
      <p>{reportTexts.notYours}</p>
      {!signedIn && (
        <Link to={signInPathFor(location)} className="btn-primary mt-6">
          Sign in
        </Link>
      )}
    </Notice>
  );
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container-page max-w-2xl py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <div className="mt-4 text-muted">{children}</div>
    </div>
  );
}
