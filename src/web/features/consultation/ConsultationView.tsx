import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consultationTexts } from '../../../domain/spec-texts';
import { MAX_MESSAGE_CHARS } from '../../../protocol/room-messages';
import { Avatar } from '../../ui/Avatar';
import { LineIcon } from '../../ui/LineIcon';
import type { VoiceInputState } from '../../call-client/voice-input-choice';
import { latestLine, showsErrorCard, type ConsultationState } from './consultation-state';

export interface ConsultationViewProps {
  state: ConsultationState;
  patient: { firstName: string; imageUrl: string };
  onToggle: () => void;
  onMute: () => void;
  onSend: (text: string) => void;
  onRefresh: () => void;
  /** The patient's answer to whether the browser's provider may hear them. */
  onChooseVoiceInput?: (allowed: boolean) => void;
}

/** The consultation screen as a pure view of its state. */
export function ConsultationView({
  state,
  patient,
  onToggle,
  onMute,
  onSend,
  onRefresh,
  onChooseVoiceInput = () => {},
}: ConsultationViewProps) {
  if (showsErrorCard(state)) return <ConnectionErrorCard onRefresh={onRefresh} />;
  const live = state.phase === 'in-progress';
  const line = latestLine(state);
  // On a phone the call's head (status, who is in the call, the controls) sticks under the site header while the
  // page scrolls; on a wide screen it sits beside the transcript. The transcript scrolls inside its own panel.
  return (
    <div className="container-page max-w-6xl py-4 sm:py-8">
      <h1 className="sr-only">Consultation</h1>
      <div className="lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-8">
        <div
          className="call-head z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 pb-3 pt-2 backdrop-blur sm:-mx-6 sm:px-6 lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0"
          data-testid="call-head"
        >
          <p role="status" className="text-center text-lg font-semibold text-brand-800">
            {state.status}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-5">
            <DoctorCard speaking={state.assistantSpeaking} volume={state.assistantVolume} />
            <section aria-label="You" className="card flex flex-col items-center p-3 text-center sm:p-6">
              <span className="sm:hidden">
                <Avatar src={patient.imageUrl} name={patient.firstName} size={48} />
              </span>
              <span className="hidden sm:inline">
                <Avatar src={patient.imageUrl} name={patient.firstName} size={96} />
              </span>
              <h2 className="mt-2 text-base font-semibold text-ink sm:mt-4 sm:text-xl">
                {patient.firstName}
              </h2>
              <p className="text-sm text-muted">{state.muted ? 'Microphone muted' : 'Patient'}</p>
              <LevelMeter label="Your microphone level" level={state.patientVolume} />
            </section>
          </div>

          <div className="card mt-3 p-3 sm:p-4" aria-label="Latest line">
            <p className="line-clamp-2 text-sm text-ink sm:text-base" data-testid="latest-line">
              {line ?? <span className="text-muted">The conversation will appear here.</span>}
            </p>
          </div>

          <div className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:justify-center">
            <button
              type="button"
              className={live ? 'btn-danger px-3 sm:px-8' : 'btn-primary px-3 sm:px-8'}
              onClick={onToggle}
              disabled={state.status === consultationTexts.connecting}
            >
              {live ? consultationTexts.end : consultationTexts.start}
            </button>
            <button
              type="button"
              className="btn-secondary px-3 sm:px-5"
              onClick={onMute}
              disabled={!live}
              aria-pressed={state.muted}
            >
              {state.muted ? 'Unmute microphone' : 'Mute microphone'}
            </button>
          </div>
        </div>

        <div className="mt-4 lg:mt-0">
          {live && !state.speechInputUnavailable && state.voiceInput && (
            <VoiceInput
              state={state.voiceInput}
              muted={state.muted}
              heard={state.heardPatient}
              onChoose={onChooseVoiceInput}
            />
          )}
          {state.speechInputUnavailable && live && (
            <p
              className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-center text-sm text-amber-900"
              role="note"
            >
              Your browser can’t recognise speech here: please type your replies below.
            </p>
          )}
          {live && state.notice && (
            // Keyed by the count: a repeat of the same notice is a new alert, which screen readers announce again.
            <p
              key={state.noticeCount}
              className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-center text-sm text-amber-900"
              role="alert"
            >
              {state.notice}
            </p>
          )}
          <MessageBox disabled={!live} onSend={onSend} />
          <TranscriptPanel lines={state.lines} partial={state.partial} />
        </div>
      </div>

      <p className="mt-6 text-center">
        <Link to="/" className="font-semibold text-brand-700 underline">
          {consultationTexts.backToHome}
        </Link>
      </p>
    </div>
  );
}

function DoctorCard({ speaking, volume }: { speaking: boolean; volume: number }) {
  return (
    <section aria-label="AI Doctor" className="card flex flex-col items-center p-3 text-center sm:p-6">
      <span
        className={`flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white sm:h-24 sm:w-24 ${speaking ? 'speaking-pulse ring-4 ring-green-500' : ''}`}
        data-speaking={speaking}
        data-testid="doctor-avatar"
      >
        <LineIcon path="M12 7v10M7 12h10" size={48} className="h-7 w-7 sm:h-12 sm:w-12" />
      </span>
      <h2 className="mt-2 text-base font-semibold text-ink sm:mt-4 sm:text-xl">AI Doctor</h2>
      <p className="text-sm text-muted">{speaking ? 'Speaking…' : 'Listening'}</p>
      <LevelMeter label="AI Doctor voice level" level={volume} />
    </section>
  );
}

/** Whether, and where, the patient's voice is heard; asked plainly before the browser's provider hears any of it. */
function VoiceInput({
  state,
  muted,
  heard,
  onChoose,
}: {
  state: VoiceInputState;
  muted: boolean;
  heard: boolean;
  onChoose: (allowed: boolean) => void;
}) {
  if (state === 'asking') {
    return (
      <section
        aria-labelledby="voice-input-title"
        aria-describedby="voice-input-why"
        className="mb-3 rounded-xl border border-brand-300 bg-brand-50 p-4 text-sm text-ink"
      >
        {/* Nothing listens until the patient answers: a screen reader says so as the question appears. */}
        <p className="sr-only" role="status">
          Before I listen: talk or type? Choose below.
        </p>
        <h2 id="voice-input-title" className="font-semibold">
          Talk or type?
        </h2>
        <p id="voice-input-why" className="mt-1">
          To turn your voice into text, this browser sends the sound of your voice to its provider (for
          Chrome, Google). Carelune does not control what the provider does with it. You can type your replies
          instead.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => onChoose(true)}>
            Use my voice
          </button>
          <button type="button" className="btn-secondary" onClick={() => onChoose(false)}>
            Type instead
          </button>
        </div>
      </section>
    );
  }
  if (state === 'typing') {
    return (
      <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted" role="note">
        You chose to type your replies.
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => onChoose(true)}
        >
          Use my voice instead (your browser’s provider will hear it)
        </button>
      </p>
    );
  }
  return (
    <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted" role="note">
      <span className="font-semibold text-ink" data-testid="voice-input-state">
        {muted ? 'Microphone muted' : heard ? 'Heard you' : 'Listening…'}
      </span>
      {state === 'on-device'
        ? 'Your voice is turned into text on this device.'
        : 'Your browser’s provider hears your voice to turn it into text.'}
      {state === 'cloud' && (
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => onChoose(false)}
        >
          Type instead
        </button>
      )}
    </p>
  );
}

function LevelMeter({ label, level }: { label: string; level: number }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={Math.round(level * 100) / 100}
      className="mt-2 h-2 w-full max-w-32 overflow-hidden rounded-full bg-brand-100 sm:mt-3"
    >
      <div
        className="h-full bg-green-600 transition-[width] duration-100"
        style={{ width: `${Math.round(level * 100)}%` }}
      />
    </div>
  );
}

function MessageBox({ disabled, onSend }: { disabled: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || disabled) return;
    onSend(message);
    setText('');
  };
  return (
    <form onSubmit={submit} className="flex gap-3">
      <label htmlFor={id} className="sr-only">
        Type a message
      </label>
      <input
        id={id}
        className="field-input min-w-0 flex-1"
        placeholder={disabled ? 'Start the consultation first' : 'Type a message'}
        value={text}
        maxLength={MAX_MESSAGE_CHARS}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      <button type="submit" className="btn-primary" disabled={disabled || !text.trim()}>
        Send
      </button>
    </form>
  );
}

/** How close to the bottom (px) still counts as reading the newest line. */
const FOLLOW_SLACK_PX = 32;

function TranscriptPanel({
  lines,
  partial,
}: {
  lines: ConsultationState['lines'];
  partial: ConsultationState['partial'];
}) {
  const logRef = useRef<HTMLDivElement>(null);
  // Follows the newest line unless the patient scrolled back to read; only the panel scrolls, never the page.
  const [following, setFollowing] = useState(true);
  const followingRef = useRef(true);
  const lastLine = lines.at(-1);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && followingRef.current) log.scrollTop = log.scrollHeight;
  }, [lines.length, lastLine?.text, partial?.text]);
  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    const atEnd = log.scrollHeight - log.scrollTop - log.clientHeight <= FOLLOW_SLACK_PX;
    followingRef.current = atEnd;
    setFollowing(atEnd);
  };
  const showNewest = () => {
    const log = logRef.current;
    if (!log) return;
    followingRef.current = true;
    setFollowing(true);
    log.scrollTop = log.scrollHeight;
    // The button goes once the panel follows again: keep the keyboard where the lines are.
    log.focus();
  };
  return (
    <section aria-labelledby="transcript-title" className="mt-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="transcript-title" className="text-sm font-bold uppercase tracking-widest text-brand-700">
          Transcript
        </h2>
        {!following && (
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline"
            onClick={showNewest}
          >
            Show the newest line
          </button>
        )}
      </div>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        tabIndex={0}
        aria-labelledby="transcript-title"
        onScroll={onScroll}
        className="card mt-2 h-[max(12rem,calc(100dvh-38rem))] overflow-y-auto overscroll-contain p-4 sm:p-6 lg:h-[28rem]"
        data-testid="transcript"
      >
        <ol className="space-y-2">
          {lines.length === 0 && !partial && <li className="text-muted">Nothing has been said yet.</li>}
          {lines.map((line, index) => (
            <li key={index}>
              <span className="font-semibold text-brand-800">
                {line.role === 'user' ? consultationTexts.youPrefix : consultationTexts.doctorPrefix}
              </span>{' '}
              {line.text}
            </li>
          ))}
          {/* Words as they are spoken; hidden from screen readers, which hear the final line once, not each word. */}
          {partial && (
            <li aria-hidden="true" className="text-muted" data-testid="partial-line">
              <span className="font-semibold">
                {partial.role === 'user' ? consultationTexts.youPrefix : consultationTexts.doctorPrefix}
              </span>{' '}
              {partial.text}
            </li>
          )}
        </ol>
      </div>
    </section>
  );
}

function ConnectionErrorCard({ onRefresh }: { onRefresh: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The card replaces a screen that may have been scrolled: bring the page to its top and the reader to the card.
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="container-page max-w-xl py-8 sm:py-16">
      <section role="alert" className="card text-center">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-red-800 focus:outline-none">
          {consultationTexts.errorCardTitle}
        </h1>
        <p className="mt-3 text-muted">
          The connection to the AI doctor was lost. Refresh the page to start again.
        </p>
        <button type="button" className="btn-primary mt-6" onClick={onRefresh}>
          {consultationTexts.refresh}
        </button>
      </section>
    </div>
  );
}
