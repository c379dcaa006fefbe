import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ConsultationView, type ConsultationViewProps } from './ConsultationView';
import {
  consultationReducer,
  initialConsultationState,
  type ConsultationEvent,
  type ConsultationState,
} from './consultation-state';

const stateAfter = (...events: ConsultationEvent[]): ConsultationState =>
  events.reduce(consultationReducer, initialConsultationState);
const live = (...events: ConsultationEvent[]) =>
  stateAfter({ type: 'start-requested' }, { type: 'call-start' }, ...events);

function renderView(state: ConsultationState, overrides: Partial<ConsultationViewProps> = {}) {
  const props: ConsultationViewProps = {
    state,
    patient: { firstName: 'Ada', imageUrl: 'data:image/svg+xml,<svg/>' },
    onToggle: vi.fn(),
    onMute: vi.fn(),
    onSend: vi.fn(),
    onRefresh: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <ConsultationView {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('the consultation screen', () => {
  it('is ready to start, with the patient card and a Back to Home link', () => {
    renderView(initialConsultationState);
    expect(screen.getByRole('status')).toHaveTextContent('Ready to start consultation');
    expect(screen.getByRole('button', { name: 'Start Consultation' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'You' })).toHaveTextContent('Ada');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('disables the toggle while connecting', () => {
    renderView(stateAfter({ type: 'start-requested' }));
    expect(screen.getByRole('status')).toHaveTextContent('Connecting...');
    expect(screen.getByRole('button', { name: 'Start Consultation' })).toBeDisabled();
  });

  it('offers End Consultation in progress and shows the latest final line', async () => {
    const props = renderView(
      live({ type: 'final-transcript', role: 'assistant', text: 'What brings you in today?' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Consultation in Progress');
    expect(screen.getByTestId('latest-line')).toHaveTextContent('Doctor: What brings you in today?');
    await userEvent.click(screen.getByRole('button', { name: 'End Consultation' }));
    expect(props.onToggle).toHaveBeenCalled();
  });

  it('pulses the AI Doctor card while the assistant speaks and shows its voice level', () => {
    renderView(live({ type: 'speech', speaking: true }, { type: 'volume', level: 0.42 }));
    expect(screen.getByTestId('doctor-avatar')).toHaveAttribute('data-speaking', 'true');
    expect(screen.getByRole('meter', { name: 'AI Doctor voice level' })).toHaveAttribute(
      'aria-valuenow',
      '0.42',
    );
  });

  it('keeps the whole transcript in a polite live log', () => {
    renderView(
      live(
        { type: 'final-transcript', role: 'assistant', text: 'Hello.' },
        { type: 'final-transcript', role: 'user', text: 'Hi, I have a cough.' },
      ),
    );
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveTextContent('Doctor: Hello.');
    expect(log).toHaveTextContent('You: Hi, I have a cough.');
  });

  it("shows the doctor's words as they are spoken, to the eye only, and the final line in their place", () => {
    const speaking = live({ type: 'partial-transcript', role: 'assistant', text: 'Hello, what brings' });
    const { unmount } = render(
      <MemoryRouter>
        <ConsultationView
          state={speaking}
          patient={{ firstName: 'Ada', imageUrl: '' }}
          onToggle={vi.fn()}
          onMute={vi.fn()}
          onSend={vi.fn()}
          onRefresh={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('partial-line')).toHaveTextContent('Doctor: Hello, what brings');
    expect(screen.getByTestId('partial-line')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('Nothing has been said yet.')).toBeNull();
    unmount();
    renderView(
      consultationReducer(speaking, {
        type: 'final-transcript',
        role: 'assistant',
        text: 'Hello, what brings you in?',
      }),
    );
    expect(screen.queryByTestId('partial-line')).toBeNull();
    expect(screen.getByRole('log')).toHaveTextContent('Doctor: Hello, what brings you in?');
  });

  it("says plainly that the browser's provider would hear the patient, and lets them talk or type", async () => {
    const onChooseVoiceInput = vi.fn();
    renderView(live({ type: 'voice-input', state: 'asking' }), { onChooseVoiceInput });
    const ask = screen.getByRole('region', { name: 'Talk or type?' });
    expect(ask).toHaveTextContent(/sends the sound of your voice to its provider/);
    await userEvent.click(screen.getByRole('button', { name: 'Type instead' }));
    expect(onChooseVoiceInput).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('button', { name: 'Use my voice' }));
    expect(onChooseVoiceInput).toHaveBeenLastCalledWith(true);
    // Typing works while the question is open.
    expect(screen.getByRole('textbox', { name: 'Type a message' })).toBeEnabled();
  });

  it('says where the voice is heard, and whether it was heard', () => {
    const listening = live({ type: 'voice-input', state: 'on-device' });
    const { unmount } = render(
      <MemoryRouter>
        <ConsultationView
          state={listening}
          patient={{ firstName: 'Ada', imageUrl: '' }}
          onToggle={vi.fn()}
          onMute={vi.fn()}
          onSend={vi.fn()}
          onRefresh={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Listening…');
    expect(screen.getByRole('note')).toHaveTextContent('on this device');
    unmount();
    renderView(consultationReducer(listening, { type: 'patient-heard' }));
    expect(screen.getByRole('note')).toHaveTextContent('Heard you');
  });

  it("shows the patient's own microphone level", () => {
    renderView(live({ type: 'patient-volume', level: 0.37 }));
    expect(screen.getByRole('meter', { name: 'Your microphone level' })).toHaveAttribute(
      'aria-valuenow',
      '0.37',
    );
  });

  it('sends a typed message and clears the box', async () => {
    const props = renderView(live());
    const box = screen.getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(box, 'My throat hurts{Enter}');
    expect(props.onSend).toHaveBeenCalledWith('My throat hurts');
    expect(box).toHaveValue('');
  });

  it('mutes the microphone and says so', async () => {
    const props = renderView(live({ type: 'muted', muted: true }));
    expect(screen.getByRole('button', { name: 'Unmute microphone' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Unmute microphone' }));
    expect(props.onMute).toHaveBeenCalled();
  });

  it('tells the patient to type when the browser cannot recognise speech', () => {
    renderView(live({ type: 'speech-input-unavailable' }));
    expect(screen.getByRole('note')).toHaveTextContent(/type your replies/);
  });

  it("shows 'Consultation Ended' after the patient ends it", () => {
    renderView(live({ type: 'stop-requested' }, { type: 'call-end' }));
    expect(screen.getByRole('status')).toHaveTextContent('Consultation Ended');
  });

  it('replaces the screen with the Connection Error card when the connection fails', async () => {
    const props = renderView(live({ type: 'call-end' }));
    expect(screen.getByRole('heading', { name: 'Connection Error' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Consultation/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(props.onRefresh).toHaveBeenCalled();
  });

  it('brings the Connection Error card to the top of the page and the reader to its title', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderView(live({ type: 'call-end' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('heading', { name: 'Connection Error' })).toHaveFocus();
    vi.stubGlobal('scrollTo', () => {});
  });
});

describe('the transcript panel', () => {
  const said = (count: number): ConsultationEvent[] =>
    Array.from({ length: count }, (_, i) => ({
      type: 'final-transcript',
      role: i % 2 ? 'user' : 'assistant',
      text: `Line ${i + 1}`,
    }));
  /** jsdom lays nothing out: give the log the sizes a browser would, 1000 px of lines in a 200 px panel. */
  function sized(log: HTMLElement) {
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 200 });
    return log;
  }
  const view = (state: ConsultationState) => (
    <MemoryRouter>
      <ConsultationView
        state={state}
        patient={{ firstName: 'Ada', imageUrl: '' }}
        onToggle={vi.fn()}
        onMute={vi.fn()}
        onSend={vi.fn()}
        onRefresh={vi.fn()}
      />
    </MemoryRouter>
  );

  it('follows the newest line inside its own panel', () => {
    const { rerender } = render(view(live(...said(3))));
    const log = sized(screen.getByRole('log'));
    rerender(view(live(...said(4))));
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: 'Show the newest line' })).toBeNull();
  });

  it('stays where the patient scrolled back to, and offers the way back to the newest line', async () => {
    const { rerender } = render(view(live(...said(3))));
    const log = sized(screen.getByRole('log'));
    log.scrollTop = 300;
    fireEvent.scroll(log);
    rerender(view(live(...said(4))));
    expect(log.scrollTop).toBe(300);
    await userEvent.click(screen.getByRole('button', { name: 'Show the newest line' }));
    expect(log.scrollTop).toBe(1000);
    rerender(view(live(...said(5))));
    expect(log.scrollTop).toBe(1000);
  });

  it('shows the patient plainly that their message was not sent, beside the message box', () => {
    renderView(live({ type: 'message-not-sent' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That message could not be sent. Please try again.');
    expect(screen.getByRole('status')).toHaveTextContent('Consultation in Progress');
    expect(screen.getByRole('textbox', { name: 'Type a message' })).toBeEnabled();
  });

  it('announces a second identical notice again: the alert is a new element, not the same text left in place', () => {
    const once = live({ type: 'message-not-sent' });
    const { rerender } = render(view(once));
    const first = screen.getByRole('alert');
    rerender(view(consultationReducer(once, { type: 'message-not-sent' })));
    const second = screen.getByRole('alert');
    expect(second).toHaveTextContent('That message could not be sent. Please try again.');
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });
});
