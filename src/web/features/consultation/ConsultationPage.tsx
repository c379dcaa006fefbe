import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { errorTexts, routes, timing } from '../../../domain/spec-texts';
import { usePublicConfig } from '../../app/public-config';
import { useAuth } from '../auth/auth-state';
import { activeSession, beginConsultation, startFailureMessage } from './consultation-session';
import { initialConsultationState } from './consultation-state';
import { ConsultationView } from './ConsultationView';

const idleSession = { subscribe: () => () => {}, getState: () => initialConsultationState };

/** /hospital-call/{callId}: adopts the call started on /services, or starts a new one; stops it when left. */
export default function ConsultationPage() {
  const { callId = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const config = usePublicConfig();
  // Arriving from /services adopts the live call; a direct visit or a reload starts from 'Ready'.
  const [session, setSession] = useState(() =>
    activeSession.get()?.getState().callId === callId ? activeSession.get() : null,
  );
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const source = session ?? idleSession;
  const state = useSyncExternalStore(source.subscribe, source.getState);

  // Leaving the page stops an active call. Deferred one tick, so a remount of the same page (React's development
  // double-mount) keeps the call instead of stopping it.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (mounted.current) return;
        const leaving = sessionRef.current;
        if (leaving?.active) void leaving.stop().catch(() => undefined);
        if (activeSession.get() === leaving) activeSession.set(null);
      }, 0);
    };
  }, []);

  // When the call ends, the server writes the report (a hosted call's from the platform's server messages); the
  // report page shows it three seconds later, and router state carries only which call it is.
  const reported = useRef(false);
  useEffect(() => {
    if (state.phase !== 'ended' || reported.current || !state.callId) return;
    reported.current = true;
    const id = state.callId;
    const timer = setTimeout(
      () => navigate(routes.feedback(id), { state: { callId: id } }),
      timing.reportRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [state.phase, state.callId, navigate]);

  const start = useCallback(async () => {
    if (!config.data) {
      toast.error(errorTexts.initFailure);
      return;
    }
    const fresh = beginConsultation(config.data.voice);
    setSession(fresh);
    reported.current = false;
    const outcome = await fresh.start({ firstName: auth.user?.firstName ?? '' });
    if (!outcome.ok) {
      toast.error(startFailureMessage(outcome));
      return;
    }
    if (outcome.callId !== callId) navigate(routes.hospitalCall(outcome.callId), { replace: true });
  }, [config.data, navigate, callId, auth.user?.firstName]);

  const toggle = useCallback(() => {
    if (session?.active) {
      session.stop().catch(() => toast.error(errorTexts.endFailure));
    } else {
      void start();
    }
  }, [session, start]);

  const patient = useMemo(
    () => ({ firstName: auth.user?.firstName ?? '', imageUrl: auth.user?.imageUrl ?? '' }),
    [auth.user],
  );

  return (
    <ConsultationView
      state={state}
      patient={patient}
      onToggle={toggle}
      onMute={() => {
        try {
          session?.setMuted(!state.muted);
        } catch (error) {
          toast.error(error instanceof Error ? error.message : errorTexts.noCallObject);
        }
      }}
      onSend={(text) => session?.sendText(text)}
      onChooseVoiceInput={(allowed) => session?.chooseCloudVoiceInput(allowed)}
      onRefresh={() => window.location.reload()}
    />
  );
}
