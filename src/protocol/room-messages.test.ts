import { describe, expect, it } from 'vitest';
import {
  AUDIO,
  MAX_MESSAGE_CHARS,
  ROOM_LIMITS,
  clientMessageSchema,
  parseClientFrame,
  serverMessageSchema,
} from './room-messages';

describe('serverMessageSchema', () => {
  it.each([
    { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'I have a head' },
    { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'How long?' },
    { type: 'speech-update', status: 'started', role: 'assistant' },
    { type: 'status-update', status: 'in-progress' },
    { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
    {
      type: 'conversation-update',
      messages: [{ role: 'assistant', message: 'Hello', time: 1_700_000_000_000, secondsFromStart: 0.4 }],
    },
    { type: 'model-output', output: 'Hello' },
    { type: 'user-interrupted' },
    { type: 'metrics', turn: 2, endOfUtteranceMs: 310, firstAudioMs: 420 },
    { type: 'room-info', acceptsAudio: false, sampleRate: 16000 },
    { type: 'notice', notice: 'message-not-sent' },
  ])('accepts a valid $type message', (message) => {
    expect(serverMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    { type: 'transcript', role: 'doctor', transcriptType: 'final', transcript: 'x' },
    { type: 'speech-update', status: 'paused', role: 'user' },
    { type: 'status-update', status: 'done' },
    { type: 'metrics', turn: -1, endOfUtteranceMs: 1, firstAudioMs: 1 },
    { type: 'room-info', acceptsAudio: true, sampleRate: 48000 },
    { type: 'hang-up' },
    // A notice names what happened; it never carries free text, so no patient words can ride on it.
    { type: 'notice', notice: 'You said: I feel dizzy' },
  ])('rejects a malformed or unknown message %#', (message) => {
    expect(serverMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe('clientMessageSchema', () => {
  it.each([
    { type: 'add-message', message: { role: 'user', content: 'My head hurts' } },
    { type: 'add-message', message: { role: 'user', content: 'x' }, triggerResponseEnabled: false },
    { type: 'say', message: 'Goodbye', endCallAfterSpoken: true, interruptionsEnabled: false },
    { type: 'control', control: 'mute-assistant' },
    { type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: 1.5 },
    { type: 'end-call' },
  ])('accepts a valid $type message', (message) => {
    expect(clientMessageSchema.parse(message)).toEqual(message);
  });

  it('accepts a user message of exactly the maximum length and rejects one longer', () => {
    const message = (content: string) => ({ type: 'add-message', message: { role: 'user', content } });
    expect(clientMessageSchema.safeParse(message('a'.repeat(MAX_MESSAGE_CHARS))).success).toBe(true);
    expect(clientMessageSchema.safeParse(message('a'.repeat(MAX_MESSAGE_CHARS + 1))).success).toBe(false);
  });

  it.each([
    { type: 'add-message', message: { role: 'assistant', content: 'I am the doctor now' } },
    { type: 'add-message', message: { role: 'user', content: '' } },
    { type: 'control', control: 'self-destruct' },
    { type: 'say' },
  ])('rejects a malformed message %#', (message) => {
    expect(clientMessageSchema.safeParse(message).success).toBe(false);
  });
});

describe('parseClientFrame', () => {
  it('accepts the bare playable string', () => {
    expect(parseClientFrame('playable')).toEqual({ ok: true, message: 'playable' });
  });

  it('accepts a valid JSON message', () => {
    expect(parseClientFrame('{"type":"end-call"}')).toEqual({ ok: true, message: { type: 'end-call' } });
  });

  it('rejects text that is not JSON', () => {
    expect(parseClientFrame('listening')).toEqual({ ok: false, reason: 'not-json' });
    expect(parseClientFrame('{"type":')).toEqual({ ok: false, reason: 'not-json' });
  });

  it('rejects an unknown message type', () => {
    expect(parseClientFrame('{"type":"drop-table"}')).toEqual({ ok: false, reason: 'unknown-type' });
    expect(parseClientFrame('42')).toEqual({ ok: false, reason: 'unknown-type' });
    expect(parseClientFrame('null')).toEqual({ ok: false, reason: 'unknown-type' });
  });

  it('rejects a known type with a malformed body', () => {
    expect(parseClientFrame('{"type":"control","control":"louder"}')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it("names a patient's line it cannot take apart, so the patient can be told", () => {
    const line = (content: string) =>
      JSON.stringify({ type: 'add-message', message: { role: 'user', content } });
    expect(parseClientFrame(line('a'.repeat(MAX_MESSAGE_CHARS + 1)))).toEqual({
      ok: false,
      reason: 'invalid-line',
    });
    expect(parseClientFrame(line(''))).toEqual({ ok: false, reason: 'invalid-line' });
  });

  it('rejects a frame over the text limit, counting UTF-8 bytes', () => {
    const sayFrame = (text: string) => JSON.stringify({ type: 'say', message: text });
    const atLimit = sayFrame('a'.repeat(ROOM_LIMITS.maxTextBytes - sayFrame('').length));
    expect(parseClientFrame(atLimit)).toEqual({ ok: false, reason: 'invalid' }); // within the frame limit, too long a message
    expect(parseClientFrame(`${atLimit} `)).toEqual({ ok: false, reason: 'oversized' });
    // '€' is one UTF-16 unit but three UTF-8 bytes
    expect(parseClientFrame(sayFrame('€'.repeat(3000))).ok).toBe(true);
    expect(parseClientFrame(sayFrame('€'.repeat(6000)))).toEqual({ ok: false, reason: 'oversized' });
  });

  it('describes 20 ms audio frames at 16 kHz', () => {
    expect((AUDIO.frameSamples / AUDIO.sampleRate) * 1000).toBe(20);
    expect(AUDIO.frameSamples * 2).toBeLessThanOrEqual(ROOM_LIMITS.maxBinaryBytes);
  });
});
