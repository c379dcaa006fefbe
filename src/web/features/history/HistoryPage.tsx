import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { consultationsPageQuery, formatConsultationDate } from '../report/consultations-api';
import { reportDefaults } from '../../../domain/spec-texts';

/** /history: the word History, then the patient's past consultations, newest first. */
export default function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useQuery(consultationsPageQuery(page));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;

  return (
    <div className="container-page max-w-4xl py-14">
      <h1 className="text-3xl font-bold text-ink">History</h1>
      {query.isPending && (
        <p role="status" className="mt-6 text-muted">
          Loading your consultations…
        </p>
      )}
      {query.isError && (
        <p role="alert" className="mt-6 text-red-800">
          We could not load your consultations. Please try again.
        </p>
      )}
      {query.data && query.data.total === 0 && (
        <div className="card mt-8 text-center">
          <p className="text-lg font-semibold text-ink">No consultations yet</p>
          <p className="mt-2 text-muted">When you talk to the AI doctor, your reports will appear here.</p>
          <Link to="/services" className="btn-primary mt-6">
            Start a consultation
          </Link>
        </div>
      )}
      {query.data && query.data.items.length > 0 && (
        <ol className="mt-8 space-y-3" aria-label="Past consultations">
          {query.data.items.map((item) => (
            <li key={item.callId}>
              <Link
                to={`/feedback/${encodeURIComponent(item.callId)}`}
                className="card flex flex-col gap-2 hover:border-brand-300 sm:flex-row sm:items-center sm:justify-between"
              >
                <span>
                  <span className="block font-semibold text-ink">
                    {item.issue ?? (item.endedAt ? reportDefaults.issue : 'Consultation in progress')}
                  </span>
                  <span className="block text-sm text-muted">{formatConsultationDate(item.startedAt)}</span>
                </span>
                <span className="text-sm font-semibold text-brand-800">
                  {item.overallAssessment === null ? 'No report' : `${item.overallAssessment}/100`}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-between">
          <button
            type="button"
            className="btn-secondary"
            disabled={page <= 1}
            onClick={() => setParams({ page: String(page - 1) })}
          >
            Previous
          </button>
          <span className="text-sm text-muted">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="btn-secondary"
            disabled={page >= pages}
            onClick={() => setParams({ page: String(page + 1) })}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
