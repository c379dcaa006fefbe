import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../../domain/spec-texts';
import { LocalCallClient } from './local-call-client';
import { cloudVoiceChoice } from './voice-input-choice';
import { FakeAudioContext, FakeAudioWorkletNode, installFakeWebAudio } from './testing/fake-web-audio';
import {
  domError,
  fakeMicrophoneStream,
  FakeSpeechRecognition,
  installFakeMicrophone,
  installFakeSpeechRecognition,
} from './testing/fake-media';
import { FakeWebSocket, installFakeWebSocket } from './testing/fake-web-socket';

const PUBLIC_KEY = 'public-key-1';
const API_BASE = 'http://localhost:3000/platform';
const WEB_CALL = {
  id: 'call-1',
  status: 'queued',
  webCallUrl: 'ws://localhost:3000/platform/rooms/call-1?token=room-token',
};

function platformFetch(status = 201, body: unknown = WEB_CALL) {
  return vi.fn(async (_request: Request) => Response.json(body, { status }));
}

/** Lets pending promises, including fetch's body parsing, settle; timers are fake. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

function newClient(fetch = platformFetch()) {
  const client = new LocalCallClient(PUBLIC_KEY, API_BASE, { fetch });
  const events: [string, ...unknown[]][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      events.push([name, ...args]);
  for (const name of [
    'call-start',
    'call-end',
    'message',
    'error',
    'speech-start',
    'speech-end',
    'volume-level',
    'speech-recognition-unavailable',
  ] as const) {
    client.on(name, record(name));
  }
  const named = (name: string) => events.filter(([event]) => event === name);
  return { client, fetch, events, named };
}

/** Starts a call and plays the server's side of joining: open, then `room-info`. */
async function startCall(client: LocalCallClient, { acceptsAudio = false } = {}) {
  const started = client.start('assistant-1');
  await settle();
  const socket = FakeWebSocket.latest();
  socket.accept();
  socket.receive({ type: 'room-info', acceptsAudio, sampleRate: 16000 });
  await settle();
  return { call: await started, socket };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  installFakeWebAudio();
  installFakeWebSocket();
  installFakeSpeechRecognition();
  installFakeMicrophone();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'userAgent');
});

describe('LocalCallClient validation', () => {
  it('start without an assistant or squad throws "Assistant or Squad must be provided."', async () => {
    const { client } = newClient();
    await expect(client.start()).rejects.toThrow(errorTexts.missingAssistant);
  });

  it('setMuted without a call throws "Call object is not available."', () => {
    const { client } = newClient();
    expect(() => client.setMuted(true)).toThrow(errorTexts.noCallObject);
  });

  it('isMuted is false without a call', () => {
    expect(newClient().client.isMuted()).toBe(false);
  });
});

describe('LocalCallClient start', () => {
  it('start while started returns null', async () => {
    const { client } = newClient();
    await startCall(client);
    await expect(client.start('assistant-1')).resolves.toBeNull();
  });

  it('start posts /call/web through the platform client with the public key as bearer', async () => {
    const { client, fetch } = newClient();
    const { call } = await startCall(client);
    expect(call).toEqual(WEB_CALL);
    const request = fetch.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${API_BASE}/call/web`);
    expect(request.headers.get('Authorization')).toBe(`Bearer ${PUBLIC_KEY}`);
    expect(await request.json()).toEqual({ assistantId: 'assistant-1' });
  });

  it('start sends an inline assistant as assistant and a squad id as squadId', async () => {
    const { client, fetch } = newClient();
    void client.start({ firstMessage: 'Hello' }, { variableValues: { name: 'Ada' } }, 'squad-1');
    await settle();
    expect(await fetch.mock.calls[0]![0].json()).toEqual({
      assistant: { firstMessage: 'Hello' },
      assistantOverrides: { variableValues: { name: 'Ada' } },
      squadId: 'squad-1',
    });
  });

  it('start failure emits error, cleans up and returns null', async () => {
    const { client, named } = newClient(platformFetch(401, { message: 'Invalid key', statusCode: 401 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(client.start('assistant-1')).resolves.toBeNull();
    expect(named('error')).toEqual([
      [
        'error',
        expect.objectContaining({
          type: 'start-method-error',
          error: expect.objectContaining({ kind: 'unauthorized', statusCode: 401, message: 'Invalid key' }),
        }),
      ],
    ]);
    expect(warn).toHaveBeenCalled();
    expect(FakeAudioContext.latest().state).toBe('closed');
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(() => client.setMuted(true)).toThrow(errorTexts.noCallObject);
  });

  it('start failure with no error listener rejects, as the hosted SDK’s EventEmitter does, after cleaning up', async () => {
    const client = new LocalCallClient(PUBLIC_KEY, API_BASE, {
      fetch: platformFetch(401, { message: 'Invalid key' }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(client.start('assistant-1')).rejects.toThrow(/Unhandled error/);
    expect(FakeAudioContext.latest().state).toBe('closed');
    expect(() => client.setMuted(true)).toThrow(errorTexts.noCallObject);
  });

  it('off removes a handler, including one registered with once before it fires', async () => {
    const { client } = newClient();
    const kept = vi.fn();
    const removed = vi.fn();
    const onceRemoved = vi.fn();
    client.on('call-start', kept).on('call-start', removed).once('call-start', onceRemoved);
    client.off('call-start', removed).off('call-start', onceRemoved);
    const { socket } = await startCall(client);
    socket.receive('listening');
    expect(kept).toHaveBeenCalledTimes(1);
    expect(removed).not.toHaveBeenCalled();
    expect(onceRemoved).not.toHaveBeenCalled();
  });

  it('start failure when the room refuses the connection emits error and returns null', async () => {
    const { client, named } = newClient();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = client.start('assistant-1');
    await settle();
    FakeWebSocket.latest().serverClose(4401);
    await expect(started).resolves.toBeNull();
    expect(named('error')).toHaveLength(1);
    expect(named('call-end')).toHaveLength(0);
    expect(FakeAudioContext.latest().state).toBe('closed');
    void client.start('assistant-1');
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('start failure without Web Audio emits error and returns null instead of throwing', async () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw domError('NotSupportedError');
        }
      },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, named } = newClient();
    await expect(client.start('assistant-1')).resolves.toBeNull();
    expect(named('error')).toHaveLength(1);
    expect(client.isMuted()).toBe(false);
  });

  it('start waits 1 s before joining the room on mobile user agents', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      configurable: true,
    });
    const { client } = newClient();
    void client.start('assistant-1');
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('start joins the room at webCallUrl without delay on desktop user agents', async () => {
    const { client } = newClient();
    void client.start('assistant-1');
    await settle();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe(WEB_CALL.webCallUrl);
    expect(socket.binaryType).toBe('arraybuffer');
  });

  it('sends playable once audio output is running', async () => {
    const { client } = newClient();
    const { socket } = await startCall(client);
    expect(FakeAudioContext.latest().resume).toHaveBeenCalled();
    expect(socket.textFrames()).toEqual(['playable']);
  });

  it('loads both worklets from static files under /worklets/', async () => {
    const { client } = newClient();
    await startCall(client);
    const loaded = FakeAudioContext.latest().audioWorklet.addModule.mock.calls.map(([url]) => url);
    expect(loaded).toEqual(['/worklets/assistant-audio-player.js', '/worklets/microphone-capture.js']);
  });

  it('stop during start returns null without an error', async () => {
    const { client, named } = newClient();
    const started = client.start('assistant-1');
    await client.stop();
    await expect(started).resolves.toBeNull();
    expect(named('error')).toHaveLength(0);
    expect(FakeAudioContext.latest().state).toBe('closed');
  });
});

describe('LocalCallClient room messages', () => {
  it("'listening' emits call-start", async () => {
    const { client, named } = newClient();
    const { socket } = await startCall(client);
    socket.receive('listening');
    expect(named('call-start')).toHaveLength(1);
  });

  it('JSON room messages are emitted as message', async () => {
    const { client, named } = newClient();
    const { socket } = await startCall(client);
    const transcript = {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hello.',
    };
    socket.receive(transcript);
    expect(named('message')).toEqual([['message', transcript]]);
  });

  it('room-info is consumed by the client, not emitted as a message', async () => {
    const { client, named } = newClient();
    await startCall(client);
    expect(named('message')).toHaveLength(0);
  });

  it('unparsable room messages are only logged', async () => {
    const { client, named } = newClient();
    const { socket } = await startCall(client);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.receive('{not json');
    expect(warn).toHaveBeenCalledOnce();
    expect(named('message')).toHaveLength(0);
    expect(named('error')).toHaveLength(0);
  });

  it('leaving the room emits call-end and, once, a status-update ended / customer-ended-call', async () => {
    const { client, events } = newClient();
    const { socket } = await startCall(client);
    socket.serverClose(1006);
    expect(events).toEqual([
      ['call-end'],
      ['message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' }],
    ]);
    await client.stop();
    expect(events).toHaveLength(2);
  });

  it('an ended status received is remembered: leaving adds no synthetic status-update', async () => {
    const { client, named } = newClient();
    const { socket } = await startCall(client);
    const ended = { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' };
    socket.receive(ended);
    socket.serverClose(1000);
    expect(named('message')).toEqual([['message', ended]]);
    expect(named('call-end')).toHaveLength(1);
  });

  it('the ended status is forgotten for the next call', async () => {
    const { client, named } = newClient();
    const first = await startCall(client);
    first.socket.receive({ type: 'status-update', status: 'ended' });
    first.socket.serverClose();
    const second = await startCall(client);
    second.socket.serverClose();
    expect(named('message').at(-1)).toEqual([
      'message',
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    ]);
  });
});

describe('LocalCallClient controls', () => {
  it('stop leaves the room and releases the audio', async () => {
    const { client, named } = newClient();
    const { socket } = await startCall(client);
    await client.stop();
    expect(socket.closedByClient).toBe(true);
    expect(named('call-end')).toHaveLength(1);
    expect(named('message')).toEqual([
      ['message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' }],
    ]);
    expect(FakeAudioContext.latest().state).toBe('closed');
    expect(() => client.setMuted(false)).toThrow(errorTexts.noCallObject);
  });

  it('send sends the message as a JSON text frame', async () => {
    const { client } = newClient();
    const { socket } = await startCall(client);
    client.send({ type: 'control', control: 'mute-assistant' });
    client.send({ type: 'end-call' });
    expect(socket.jsonFrames()).toEqual([
      { type: 'control', control: 'mute-assistant' },
      { type: 'end-call' },
    ]);
  });

  it('say sends a say message, endCallAfterSpoken and interruptionsEnabled false by default', async () => {
    const { client } = newClient();
    const { socket } = await startCall(client);
    client.say('Goodbye');
    client.say('Bye now', true, true);
    expect(socket.jsonFrames()).toEqual([
      { type: 'say', message: 'Goodbye', endCallAfterSpoken: false, interruptionsEnabled: false },
      { type: 'say', message: 'Bye now', endCallAfterSpoken: true, interruptionsEnabled: true },
    ]);
  });

  it('setMuted turns the microphone off and on, and isMuted reports it', async () => {
    const stream = fakeMicrophoneStream();
    installFakeMicrophone(vi.fn(async () => stream));
    const { client } = newClient();
    await startCall(client);
    client.setMuted(true);
    expect(client.isMuted()).toBe(true);
    expect(stream.track.enabled).toBe(false);
    client.setMuted(false);
    expect(client.isMuted()).toBe(false);
    expect(stream.track.enabled).toBe(true);
  });
});

describe('LocalCallClient assistant audio', () => {
  it("assistant audio frames are played through the player's worklet queue", async () => {
    const { client } = newClient();
    const { socket } = await startCall(client);
    socket.receive(new ArrayBuffer(640));
    const player = FakeAudioWorkletNode.named('assistant-audio-player');
    expect(player.port.posted).toEqual([{ type: 'push', samples: expect.any(Float32Array) }]);
  });

  it('user-interrupted flushes the player queue and is emitted as a message', async () => {
    const { client, named } = newClient();
    const { socket } = await startCall(client);
    socket.receive({ type: 'user-interrupted' });
    expect(FakeAudioWorkletNode.named('assistant-audio-player').port.posted).toContainEqual({
      type: 'flush',
    });
    expect(named('message')).toEqual([['message', { type: 'user-interrupted' }]]);
  });

  it('the level observer emits volume-level = level / 0.15, capped at 1, every 100 ms', async () => {
    const { client, named } = newClient();
    await startCall(client);
    const audio = FakeAudioContext.latest();
    audio.assistantLevel = 0.03;
    await vi.advanceTimersByTimeAsync(100);
    audio.assistantLevel = 0.5;
    await vi.advanceTimersByTimeAsync(100);
    expect(named('volume-level').map(([, volume]) => volume)).toEqual([expect.closeTo(0.2), 1]);
  });

  it('speech-start above a level of 0.01 and speech-end after 1 s of silence', async () => {
    const { client, named } = newClient();
    await startCall(client);
    const audio = FakeAudioContext.latest();
    audio.assistantLevel = 0.01;
    await vi.advanceTimersByTimeAsync(100);
    expect(named('speech-start')).toHaveLength(0);
    audio.assistantLevel = 0.05;
    await vi.advanceTimersByTimeAsync(500);
    expect(named('speech-start')).toHaveLength(1);
    audio.assistantLevel = 0;
    await vi.advanceTimersByTimeAsync(999);
    expect(named('speech-end')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(named('speech-end')).toHaveLength(1);
    expect(named('speech-start')).toHaveLength(1);
  });

  it('leaving while the assistant speaks ends its speech first', async () => {
    const { client, events } = newClient();
    await startCall(client);
    FakeAudioContext.latest().assistantLevel = 0.2;
    await vi.advanceTimersByTimeAsync(100);
    await client.stop();
    expect(events.map(([name]) => name).slice(-4)).toEqual([
      'speech-start',
      'speech-end',
      'call-end',
      'message',
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(events.map(([name]) => name).slice(-1)).toEqual(['message']);
  });
});

describe('LocalCallClient microphone', () => {
  it('the microphone is requested with echo cancellation, noise suppression and auto gain', async () => {
    const getUserMedia = installFakeMicrophone();
    await startCall(newClient().client);
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  });

  it('if audio processing fails, processing is turned off and the microphone re-enabled', async () => {
    const stream = fakeMicrophoneStream();
    stream.track.enabled = false;
    const getUserMedia = installFakeMicrophone(
      vi.fn().mockRejectedValueOnce(domError('OverconstrainedError')).mockResolvedValueOnce(stream),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await startCall(newClient().client);
    expect(getUserMedia).toHaveBeenLastCalledWith({
      audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false },
    });
    expect(stream.track.enabled).toBe(true);
  });

  it('microphone audio goes out as 16 kHz PCM16 frames of 20 ms when the server takes audio', async () => {
    const { client } = newClient();
    const { socket } = await startCall(client, { acceptsAudio: true });
    const microphone = FakeAudioWorkletNode.named('microphone-capture');
    microphone.port.emitFromWorklet(new Float32Array(4800).fill(0.25)); // 100 ms at 48 kHz
    const frames = socket.binaryFrames();
    expect(frames.length).toBeGreaterThanOrEqual(4);
    expect(frames.every((frame) => frame.byteLength === 640)).toBe(true);
  });

  it('microphone audio is not sent when the server does not take audio', async () => {
    const { client } = newClient();
    const { socket } = await startCall(client, { acceptsAudio: false });
    FakeAudioWorkletNode.named('microphone-capture').port.emitFromWorklet(new Float32Array(4800).fill(0.25));
    expect(socket.binaryFrames()).toHaveLength(0);
  });

  it('microphone audio is not sent while muted', async () => {
    const { client } = newClient();
    const { socket } = await startCall(client, { acceptsAudio: true });
    client.setMuted(true);
    FakeAudioWorkletNode.named('microphone-capture').port.emitFromWorklet(new Float32Array(4800).fill(0.25));
    expect(socket.binaryFrames()).toHaveLength(0);
  });

  it('a refused microphone does not end the call; the patient is told when the server expected audio', async () => {
    installFakeMicrophone(vi.fn().mockRejectedValue(domError('NotAllowedError')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, named } = newClient();
    const { call } = await startCall(client, { acceptsAudio: true });
    expect(call).toEqual(WEB_CALL);
    expect(named('speech-recognition-unavailable')).toEqual([
      ['speech-recognition-unavailable', 'not-allowed'],
    ]);
  });
});

describe('LocalCallClient patient speech without server speech-to-text', () => {
  // These use the provider's recogniser, which the patient has agreed to (see the voice input choice below).
  beforeEach(() => {
    cloudVoiceChoice.belongsTo('patient-1');
    cloudVoiceChoice.set('voice');
  });
  afterEach(() => localStorage.clear());

  it('final speech recognition results are sent as add-message', async () => {
    const { client } = newClient();
    const { socket } = await startCall(client, { acceptsAudio: false });
    const recognition = FakeSpeechRecognition.latest();
    recognition.hear([{ transcript: 'I have a sore throat', isFinal: true }]);
    expect(socket.jsonFrames()).toEqual([
      { type: 'add-message', message: { role: 'user', content: 'I have a sore throat' }, source: 'speech' },
    ]);
  });

  it('speech recognition is not used when the server takes audio', async () => {
    await startCall(newClient().client, { acceptsAudio: true });
    expect(FakeSpeechRecognition.instances).toHaveLength(0);
  });

  it('muting pauses speech recognition and unmuting resumes it', async () => {
    const { client } = newClient();
    await startCall(client);
    const recognition = FakeSpeechRecognition.latest();
    client.setMuted(true);
    expect(recognition.stop).toHaveBeenCalledOnce();
    recognition.end();
    expect(recognition.start).toHaveBeenCalledOnce();
    client.setMuted(false);
    expect(recognition.start).toHaveBeenCalledTimes(2);
  });

  it('speech-recognition-unavailable is emitted once when the browser has none; typed input still works', async () => {
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    const { client, named } = newClient();
    const { socket } = await startCall(client);
    expect(named('speech-recognition-unavailable')).toEqual([
      ['speech-recognition-unavailable', 'unsupported'],
    ]);
    client.send({ type: 'add-message', message: { role: 'user', content: 'Headache since Monday' } });
    expect(socket.jsonFrames()).toHaveLength(1);
  });

  it('stopping the call stops speech recognition', async () => {
    const { client } = newClient();
    await startCall(client);
    await client.stop();
    expect(FakeSpeechRecognition.latest().abort).toHaveBeenCalled();
  });
});

describe('LocalCallClient voice input: where the recogniser hears the patient, and their choice', () => {
  beforeEach(() => cloudVoiceChoice.belongsTo('patient-1'));
  afterEach(() => localStorage.clear());

  /** A client, and the voice input states it reports. */
  function voiceClient() {
    const created = newClient();
    const states: [string, string][] = [];
    created.client.on('voice-input', (state) => states.push(['voice-input', state]));
    return { ...created, named: () => states };
  }

  it('asks before the browser provider hears anything, and listens only once the patient agrees', async () => {
    const { client, named } = voiceClient();
    await startCall(client);
    expect(named()).toEqual([['voice-input', 'asking']]);
    expect(FakeSpeechRecognition.instances).toHaveLength(0);
    client.chooseCloudVoiceInput(true);
    expect(FakeSpeechRecognition.latest().listening).toBe(true);
    expect(named().at(-1)).toEqual(['voice-input', 'cloud']);
    expect(cloudVoiceChoice.get()).toBe('voice');
    // Another patient on the same device is asked again.
    cloudVoiceChoice.belongsTo('patient-2');
    expect(cloudVoiceChoice.get()).toBeNull();
  });

  it('remembers typing instead: the next call does not listen and does not ask again', async () => {
    const first = voiceClient();
    await startCall(first.client);
    first.client.chooseCloudVoiceInput(false);
    expect(first.named().at(-1)).toEqual(['voice-input', 'typing']);
    await first.client.stop();

    const { client, named } = voiceClient();
    const { socket } = await startCall(client);
    expect(named()).toEqual([['voice-input', 'typing']]);
    expect(FakeSpeechRecognition.instances).toHaveLength(0);
    // Typing still works: the typed turn reaches the room.
    client.send({ type: 'add-message', message: { role: 'user', content: 'Typed all the same' } });
    expect(socket.jsonFrames()).toHaveLength(1);
  });

  it('stops listening when the patient switches to typing', async () => {
    cloudVoiceChoice.set('voice');
    const { client, named } = voiceClient();
    await startCall(client);
    const recognition = FakeSpeechRecognition.latest();
    client.chooseCloudVoiceInput(false);
    expect(recognition.abort).toHaveBeenCalled();
    expect(named().at(-1)).toEqual(['voice-input', 'typing']);
  });

  it('recognises on the device without asking where the browser can', async () => {
    const available = vi.fn(async () => 'available');
    Object.assign(FakeSpeechRecognition, { available });
    try {
      const { client, named } = voiceClient();
      await startCall(client);
      expect(available).toHaveBeenCalledWith({ langs: [navigator.language], processLocally: true });
      expect(named()).toEqual([['voice-input', 'on-device']]);
      expect(FakeSpeechRecognition.latest()).toMatchObject({ processLocally: true, listening: true });
    } finally {
      Reflect.deleteProperty(FakeSpeechRecognition, 'available');
    }
  });

  it("fetches the language's on-device model where the browser offers it, and asks if that fails", async () => {
    const install = vi.fn(async () => false);
    Object.assign(FakeSpeechRecognition, { available: vi.fn(async () => 'downloadable'), install });
    try {
      const { client, named } = voiceClient();
      await startCall(client);
      expect(install).toHaveBeenCalledWith({ langs: [navigator.language], processLocally: true });
      expect(named()).toEqual([['voice-input', 'asking']]);
      expect(FakeSpeechRecognition.instances).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(FakeSpeechRecognition, 'available');
      Reflect.deleteProperty(FakeSpeechRecognition, 'install');
    }
  });
});

describe("LocalCallClient the patient's own microphone", () => {
  afterEach(() => localStorage.clear());

  it('reports its level every 100 ms, and nothing while muted', async () => {
    const { client } = newClient();
    const levels: number[] = [];
    client.on('microphone-level', (level) => levels.push(level));
    await startCall(client, { acceptsAudio: true });
    // A steady 0.03 RMS: 0.2 of the meter, as the assistant's level is scaled.
    FakeAudioWorkletNode.named('microphone-capture').port.emitFromWorklet(new Float32Array(4800).fill(0.03));
    await vi.advanceTimersByTimeAsync(100);
    expect(levels.at(-1)).toBeCloseTo(0.2, 1);
    client.setMuted(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(levels.at(-1)).toBe(0);
  });

  it("says when the browser's recogniser heard the patient and sent it", async () => {
    cloudVoiceChoice.set('voice');
    const { client } = newClient();
    const heard = vi.fn();
    client.on('patient-heard', heard);
    await startCall(client);
    FakeSpeechRecognition.latest().hear([{ transcript: 'My ear hurts', isFinal: true }]);
    expect(heard).toHaveBeenCalledOnce();
  });
});
