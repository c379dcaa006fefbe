import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorTexts, routes, servicesTexts } from '../../../domain/spec-texts';
import { usePublicConfig } from '../../app/public-config';
import { useAuth } from '../auth/auth-state';
import { activeSession, beginConsultation, startFailureMessage } from '../consultation/consultation-session';
import { initialConsultationState } from '../consultation/consultation-state';
import { FeatureCards } from './FeatureCards';

const noSession = { subscribe: () => () => {}, getState: () => initialConsultationState };

/** /services: the marketing page, and where a consultation call is started. */
export default function ServicesPage() {
  const config = usePublicConfig();
  const auth = useAuth();
  const navigate = useNavigate();
  // The call in progress, if any, followed live: it may end while this page is shown.
  const [session, setSession] = useState(() => activeSession.get());
  const { phase } = useSyncExternalStore((session ?? noSession).subscribe, (session ?? noSession).getState);
  const active = session !== null && (phase === 'connecting' || phase === 'in-progress');
  const [ending, setEnding] = useState(false);
  const [status, setStatus] = useState<string>(servicesTexts.statusDefault);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const initiate = async () => {
    if (!config.data) {
      toast.error(errorTexts.initFailure);
      return;
    }
    const fresh = beginConsultation(config.data.voice);
    setSession(fresh);
    const outcome = await fresh.start({ firstName: auth.user?.firstName ?? '' });
    if (!outcome.ok) {
      activeSession.set(null);
      const message = startFailureMessage(outcome);
      if (mounted.current) {
        setSession(null);
        setStatus(message);
      }
      toast.error(message);
      return;
    }
    // Left before the call was up: nobody would see it, so it must not keep running.
    if (!mounted.current) {
      activeSession.set(null);
      void fresh.stop().catch(() => undefined);
      return;
    }
    // Within the app, no reload: the consultation screen adopts this live call.
    navigate(routes.hospitalCall(outcome.callId));
  };

  const end = async () => {
    setEnding(true);
    setStatus(servicesTexts.statusEnding);
    try {
      await session?.stop();
      setStatus(servicesTexts.statusEnded);
    } catch {
      toast.error(errorTexts.endFailure);
    } finally {
      activeSession.set(null);
      setSession(null);
      setEnding(false);
    }
  };

  const shownStatus = ending
    ? servicesTexts.statusEnding
    : phase === 'connecting' && active
      ? servicesTexts.statusConnecting
      : active
        ? servicesTexts.statusInProgress
        : status;

  return (
    <div className="container-page py-14">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {servicesTexts.heading}
        </h1>
        <p className="mt-4 min-h-14 text-lg text-muted" role="status">
          {shownStatus}
        </p>
        {(active && phase === 'in-progress') || ending ? (
          <button
            type="button"
            className="btn-danger mt-6 px-10 text-base"
            onClick={() => void end()}
            disabled={ending}
          >
            {servicesTexts.redirecting}
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary mt-6 px-10 text-base"
            onClick={() => void initiate()}
            disabled={active}
          >
            {servicesTexts.initiateCall}
          </button>
        )}
        <p className="mt-4 text-sm text-muted">
          Your browser will ask to use your microphone. You can also type.
        </p>
      </div>
      <div className="mt-14">
        <FeatureCards />
      </div>
    </div>
  );
}
