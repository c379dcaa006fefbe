import { afterEach, describe, expect, it } from 'vitest';
import {
  startLoopbackServer,
  type LoopbackServer,
  type ReceivedRequest,
} from '../openai-compatible.test-server';
import { decodeWav } from '../tts/wav';
import { createOpenAiStt } from './openai-transcription';

let server: LoopbackServer | undefined;
afterEach(() => server?.close());

/** Parses the multipart body the way a real transcription server would. */
function formOf(request: ReceivedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), {
    headers: { 'content-type': request.headers['content-type']! },
  }).formData();
}

const utterance = Int16Array.from({ length: 8000 }, (_, i) => Math.round(6000 * Math.sin(i / 5)));

describe('createOpenAiStt', () => {
  it('uploads the utterance as a 16 kHz WAV file with the model and returns the text', async () => {
    server = await startLoopbackServer((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"text":" I have had a headache since Monday. "}');
    });
    const stt = createOpenAiStt({
      baseUrl: server.baseUrl,
      model: 'whisper-1',
      apiKey: 'sk-stt',
      language: 'en',
    });
    expect(await stt.transcribe(utterance)).toBe('I have had a headache since Monday.');

    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/audio/transcriptions' });
    expect(request!.headers.authorization).toBe('Bearer sk-stt');
    const form = await formOf(request!);
    expect(form.get('model')).toBe('whisper-1');
    expect(form.get('language')).toBe('en');
    const file = form.get('file') as File;
    expect(file.name).toBe('utterance.wav');
    expect(file.type).toBe('audio/wav');
    expect(decodeWav(new Uint8Array(await file.arrayBuffer()))).toEqual({
      sampleRate: 16_000,
      samples: utterance,
    });
  });

  it('rejects with an error naming the service and status when the server fails', async () => {
    server = await startLoopbackServer((_request, response) => response.writeHead(500).end());
    await expect(
      createOpenAiStt({ baseUrl: server.baseUrl, model: 'whisper-1' }).transcribe(utterance),
    ).rejects.toThrow(
      'Speech-to-text (POST /v1/audio/transcriptions) failed: HTTP 500 Internal Server Error',
    );
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('rejects a response without text', async () => {
    server = await startLoopbackServer((_request, response) => response.end('<html>gateway</html>'));
    await expect(
      createOpenAiStt({ baseUrl: server.baseUrl, model: 'whisper-1' }).transcribe(utterance),
    ).rejects.toThrow('Speech-to-text returned an unexpected response');
  });

  it('rejects with the abort reason when aborted or timed out', async () => {
    server = await startLoopbackServer(() => {}); // never answers
    const stt = createOpenAiStt({ baseUrl: server.baseUrl, model: 'whisper-1' });
    await expect(stt.transcribe(utterance, AbortSignal.timeout(50))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    const controller = new AbortController();
    const pending = stt.transcribe(utterance, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects clearly when the service cannot be reached', async () => {
    const closed = await startLoopbackServer(() => {});
    await closed.close();
    await expect(
      createOpenAiStt({ baseUrl: closed.baseUrl, model: 'whisper-1' }).transcribe(utterance),
    ).rejects.toThrow('Speech-to-text (POST /v1/audio/transcriptions) could not be reached');
  });
});
