import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { reportTexts } from '../../../domain/spec-texts';
import { useAuth } from '../auth/auth-state';
import { signInPathFor } from '../auth/safe-redirect';
import { consultationQuery, HttpError } from './consultations-api';
import { ReportView } from './ReportView';
import { downloadFhirBundle } from './download-fhir';

/** How long to keep asking for a report the server is still writing: about half a minute. */
const PREPARING_POLL_MS = 1_000;
const PREPARING_POLLS = 30;

/** /feedback/{callId}: the report the server wrote, for its owner only; the same after a reload. */
export default function ReportPage() {
  const { callId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const query = useQuery({
    ...consultationQuery(callId),
    enabled: signedIn,
    // Straight after a call the report may still be being written: ask again for a while.
    refetchInterval: ({ state }) =>
      state.data && !state.data.report && state.dataUpdateCount < PREPARING_POLLS ? PREPARING_POLL_MS : false,
  });

  const report = query.data?.report ?? null;
  if (report) {
    const back = () =>
      (window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/');
    return (
      <ReportView
        report={report}
        onBack={back}
        onDashboard={() => navigate('/')}
        onPrint={() => window.print()}
        onExportFhir={() => downloadFhirBundle(callId)}
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
        <p role="status">Your report is still being prepared. Please try again in a moment.</p>
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
