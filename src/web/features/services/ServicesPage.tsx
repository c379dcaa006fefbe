import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { callStartErrorMessage } from '../../../domain/call-errors';
import { errorTexts, routes, servicesTexts } from '../../../domain/spec-texts';
import { usePublicConfig } from '../../app/public-config';
import { ConsultationSession, activeSession } from '../consultation/consultation-session';
import { FeatureCards } from './FeatureCards';

type CallButton = 'initial' | 'connecting' | 'active' | 'ending';

/** /services: the marketing page, and where a consultation call is started. */
export default function ServicesPage() {
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [button, setButton] = useState<CallButton>(() =>
    activeSession.get()?.active ? 'active' : 'initial',
  );
  const [status, setStatus] = useState<string>(() =>
    activeSession.get()?.active ? servicesTexts.statusInProgress : servicesTexts.statusDefault,
  );
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const initiate = async () => {
    if (!config.data) {
      toast.error(errorTexts.initFailure);
      return;
    }
    setButton('connecting');
    setStatus(servicesTexts.statusConnecting);
    const session = new ConsultationSession(config.data.voice);
    activeSession.set(session);
    const outcome = await session.start();
    if (!outcome.ok) {
      activeSession.set(null);
      const message =
        outcome.stage === 'init' ? errorTexts.initFailure : callStartErrorMessage(outcome.error);
      if (mounted.current) {
        setButton('initial');
        setStatus(message);
      }
      toast.error(message);
      return;
    }
    if (!mounted.current) return;
    setButton('active');
    setStatus(servicesTexts.statusInProgress);
    // Within the app, no reload: the consultation screen adopts this live call.
    navigate(routes.hospitalCall(outcome.callId));
  };

  const end = async () => {
    const session = activeSession.get();
    setButton('ending');
    setStatus(servicesTexts.statusEnding);
    try {
      await session?.stop();
      setStatus(servicesTexts.statusEnded);
    } catch {
      toast.error(errorTexts.endFailure);
    } finally {
      activeSession.set(null);
      setButton('initial');
    }
  };

  return (
    <div className="container-page py-14">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {servicesTexts.heading}
        </h1>
        <p className="mt-4 min-h-14 text-lg text-muted" role="status">
          {status}
        </p>
        {button === 'active' || button === 'ending' ? (
          <button
            type="button"
            className="btn-danger mt-6 px-10 text-base"
            onClick={() => void end()}
            disabled={button === 'ending'}
          >
            {servicesTexts.redirecting}
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary mt-6 px-10 text-base"
            onClick={() => void initiate()}
            disabled={button === 'connecting'}
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
