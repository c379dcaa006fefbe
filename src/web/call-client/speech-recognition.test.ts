import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PatientSpeechRecognition } from './speech-recognition';
import { FakeSpeechRecognition, installFakeSpeechRecognition } from './testing/fake-media';

function newRecognition() {
  const callbacks = { onFinalResult: vi.fn(), onUnavailable: vi.fn() };
  const recognition = new PatientSpeechRecognition(callbacks);
  recognition.start();
  return { recognition, callbacks, browser: FakeSpeechRecognition.latest() };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  installFakeSpeechRecognition();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'language');
});

describe('PatientSpeechRecognition', () => {
  it("listens continuously with interim results in the browser's language", () => {
    Object.defineProperty(navigator, 'language', { value: 'fr-FR', configurable: true });
    const { browser } = newRecognition();
    expect(browser).toMatchObject({ continuous: true, interimResults: true, lang: 'fr-FR', listening: true });
  });

  it('uses the unprefixed SpeechRecognition when the browser has it', () => {
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    vi.stubGlobal('SpeechRecognition', FakeSpeechRecognition);
    const { callbacks } = newRecognition();
    expect(callbacks.onUnavailable).not.toHaveBeenCalled();
    expect(FakeSpeechRecognition.instances).toHaveLength(1);
  });

  it('passes each final result on, trimmed; interim results are not sent', () => {
    const { browser, callbacks } = newRecognition();
    browser.hear([{ transcript: ' my throat', isFinal: false }]);
    browser.hear([
      { transcript: ' my throat hurts ', isFinal: true },
      { transcript: ' since', isFinal: false },
    ]);
    browser.hear([{ transcript: '  ', isFinal: true }]);
    expect(callbacks.onFinalResult.mock.calls).toEqual([['my throat hurts']]);
  });

  it('only reads results from resultIndex on', () => {
    const { browser, callbacks } = newRecognition();
    browser.hear(
      [
        { transcript: 'already sent', isFinal: true },
        { transcript: 'new words', isFinal: true },
      ],
      1,
    );
    expect(callbacks.onFinalResult.mock.calls).toEqual([['new words']]);
  });

  it('restarts after the recogniser ends while active', () => {
    const { browser } = newRecognition();
    vi.setSystemTime(Date.now() + 5000);
    browser.end();
    expect(browser.start).toHaveBeenCalledTimes(2);
  });

  it('sends interim words the recogniser ended without finalising', () => {
    const { browser, callbacks } = newRecognition();
    browser.hear([{ transcript: 'it started on Monday', isFinal: false }]);
    browser.end();
    expect(callbacks.onFinalResult.mock.calls).toEqual([['it started on Monday']]);
    browser.end();
    expect(callbacks.onFinalResult).toHaveBeenCalledOnce();
  });

  it('pausing stops listening without restarting; resuming listens again', () => {
    const { recognition, browser } = newRecognition();
    recognition.setPaused(true);
    expect(browser.stop).toHaveBeenCalledOnce();
    browser.end();
    expect(browser.start).toHaveBeenCalledOnce();
    recognition.setPaused(false);
    expect(browser.start).toHaveBeenCalledTimes(2);
  });

  it('resuming before the paused session has ended restarts it when it ends', () => {
    const { recognition, browser } = newRecognition();
    recognition.setPaused(true);
    recognition.setPaused(false);
    expect(browser.start).toHaveBeenCalledOnce();
    browser.end();
    expect(browser.start).toHaveBeenCalledTimes(2);
  });

  it('reports "unsupported" once when the browser has no speech recognition', () => {
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    const callbacks = { onFinalResult: vi.fn(), onUnavailable: vi.fn() };
    const recognition = new PatientSpeechRecognition(callbacks);
    recognition.start();
    recognition.start();
    expect(callbacks.onUnavailable.mock.calls).toEqual([['unsupported']]);
  });

  it('reports "not-allowed" once when the patient refuses the microphone, and stops', () => {
    const { browser, callbacks } = newRecognition();
    browser.fail('not-allowed');
    expect(callbacks.onUnavailable.mock.calls).toEqual([['not-allowed']]);
    expect(browser.abort).toHaveBeenCalled();
    expect(browser.start).toHaveBeenCalledOnce();
  });

  it('reports "failed" on a network error', () => {
    const { browser, callbacks } = newRecognition();
    browser.fail('network');
    expect(callbacks.onUnavailable.mock.calls).toEqual([['failed']]);
  });

  it('keeps listening after "no-speech"', () => {
    const { browser, callbacks } = newRecognition();
    vi.setSystemTime(Date.now() + 8000);
    browser.fail('no-speech');
    expect(callbacks.onUnavailable).not.toHaveBeenCalled();
    expect(browser.start).toHaveBeenCalledTimes(2);
  });

  it('reports "failed" when sessions keep ending at once without a result', () => {
    const { browser, callbacks } = newRecognition();
    for (let i = 0; i < 5; i++) browser.end();
    expect(callbacks.onUnavailable.mock.calls).toEqual([['failed']]);
    expect(browser.start).toHaveBeenCalledTimes(5);
  });

  it('reports "failed" when the recogniser refuses to start', () => {
    const callbacks = { onFinalResult: vi.fn(), onUnavailable: vi.fn() };
    const recognition = new PatientSpeechRecognition(callbacks);
    class Refusing extends FakeSpeechRecognition {
      override readonly start = vi.fn(() => {
        throw new Error('refused');
      });
    }
    vi.stubGlobal('webkitSpeechRecognition', Refusing);
    recognition.start();
    expect(callbacks.onUnavailable.mock.calls).toEqual([['failed']]);
  });

  it('stop aborts and does not restart', () => {
    const { recognition, browser } = newRecognition();
    recognition.stop();
    expect(browser.abort).toHaveBeenCalledOnce();
    browser.end();
    expect(browser.start).toHaveBeenCalledOnce();
  });
});
