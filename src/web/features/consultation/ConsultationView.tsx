import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consultationTexts } from '../../../domain/spec-texts';
import { MAX_MESSAGE_CHARS } from '../../../protocol/room-messages';
import { Avatar } from '../../ui/Avatar';
import { LineIcon } from '../../ui/LineIcon';
import { latestLine, showsErrorCard, type ConsultationState } from './consultation-state';

export interface ConsultationViewProps {
  state: ConsultationState;
  patient: { firstName: string; imageUrl: string };
  onToggle: () => void;
  onMute: () => void;
  onSend: (text: string) => void;
  onRefresh: () => void;
}

/** The consultation screen as a pure view of its state. */
export function ConsultationView({
  state,
  patient,
  onToggle,
  onMute,
  onSend,
  onRefresh,
}: ConsultationViewProps) {
  if (showsErrorCard(state)) return <ConnectionErrorCard onRefresh={onRefresh} />;
  const live = state.phase === 'in-progress';
  const line = latestLine(state);
  return (
    <div className="container-page max-w-5xl py-10">
      <h1 className="sr-only">Consultation</h1>
      <p role="status" className="text-center text-lg font-semibold text-brand-800">
        {state.status}
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <DoctorCard speaking={state.assistantSpeaking} volume={state.assistantVolume} />
        <section aria-label="You" className="card flex flex-col items-center text-center">
          <Avatar src={patient.imageUrl} name={patient.firstName} size={96} />
          <h2 className="mt-4 text-xl font-semibold text-ink">{patient.firstName}</h2>
          <p className="text-sm text-muted">{state.muted ? 'Microphone muted' : 'Patient'}</p>
        </section>
      </div>

      <div className="card mt-5 min-h-20" aria-label="Latest line">
        <p className="text-ink" data-testid="latest-line">
          {line ?? <span className="text-muted">The conversation will appear here.</span>}
        </p>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          className={live ? 'btn-danger px-8' : 'btn-primary px-8'}
          onClick={onToggle}
          disabled={state.status === consultationTexts.connecting}
        >
          {live ? consultationTexts.end : consultationTexts.start}
        </button>
        <button
          type="button"
          className="btn-secondary"
          onClick={onMute}
          disabled={!live}
          aria-pressed={state.muted}
        >
          {state.muted ? 'Unmute microphone' : 'Mute microphone'}
        </button>
      </div>

      {state.speechInputUnavailable && live && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-center text-sm text-amber-900" role="note">
          Your browser can’t recognise speech here, so please type your replies in the box below.
        </p>
      )}

      <MessageBox disabled={!live} onSend={onSend} />
      <TranscriptPanel lines={state.lines} />

      <p className="mt-8 text-center">
        <Link to="/" className="font-semibold text-brand-700 underline">
          {consultationTexts.backToHome}
        </Link>
      </p>
    </div>
  );
}

function DoctorCard({ speaking, volume }: { speaking: boolean; volume: number }) {
  return (
    <section aria-label="AI Doctor" className="card flex flex-col items-center text-center">
      <span
        className={`flex h-24 w-24 items-center justify-center rounded-full bg-brand-700 text-white ${speaking ? 'speaking-pulse ring-4 ring-green-500' : ''}`}
        data-speaking={speaking}
        data-testid="doctor-avatar"
      >
        <LineIcon path="M12 7v10M7 12h10" size={48} />
      </span>
      <h2 className="mt-4 text-xl font-semibold text-ink">AI Doctor</h2>
      <p className="text-sm text-muted">{speaking ? 'Speaking…' : 'Listening'}</p>
      <div
        role="meter"
        aria-label="AI Doctor voice level"
        aria-valuemin={0}
        aria-valuemax={1}
        aria-valuenow={Math.round(volume * 100) / 100}
        className="mt-3 h-2 w-32 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full bg-green-600 transition-[width] duration-100"
          style={{ width: `${Math.round(volume * 100)}%` }}
        />
      </div>
    </section>
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
    <form onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        Type a message
      </label>
      <input
        id={id}
        className="field-input sm:flex-1"
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

function TranscriptPanel({ lines }: { lines: ConsultationState['lines'] }) {
  const endRef = useRef<HTMLLIElement>(null);
  // A block body: newer browsers return a Promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length]);
  return (
    <section aria-labelledby="transcript-title" className="mt-6">
      <h2 id="transcript-title" className="text-sm font-bold uppercase tracking-widest text-brand-700">
        Transcript
      </h2>
      <div
        role="log"
        aria-live="polite"
        tabIndex={0}
        aria-labelledby="transcript-title"
        className="card mt-2 max-h-80 overflow-y-auto"
      >
        <ol className="space-y-2">
          {lines.length === 0 && <li className="text-muted">Nothing has been said yet.</li>}
          {lines.map((line, index) => (
            <li key={index} ref={index === lines.length - 1 ? endRef : undefined}>
              <span className="font-semibold text-brand-800">
                {line.role === 'user' ? consultationTexts.youPrefix : consultationTexts.doctorPrefix}
              </span>{' '}
              {line.text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ConnectionErrorCard({ onRefresh }: { onRefresh: () => void }) {
  return (
    <div className="container-page max-w-xl py-16">
      <section role="alert" className="card text-center">
        <h1 className="text-2xl font-bold text-red-800">{consultationTexts.errorCardTitle}</h1>
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
