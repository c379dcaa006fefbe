import { afterEach, describe, expect, it } from 'vitest';
import { clientHangsUp, startLoopbackServer, type LoopbackServer } from '../openai-compatible.test-server';
import { createOpenAiTts } from './openai-speech';
import { rms } from './pcm';

/** One second of a 24 kHz tone, as raw little-endian PCM16 like OpenAI's `pcm` format. */
function oneSecondAt24kHz(): Buffer {
  const bytes = Buffer.alloc(24_000 * 2);
  for (let i = 0; i < 24_000; i++)
    bytes.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 24_000)), i * 2);
  return bytes;
}

let server: LoopbackServer | undefined;
afterEach(() => server?.close());

describe('createOpenAiTts', () => {
  it('POSTs the sentence to /v1/audio/speech and returns 16 kHz audio', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'audio/pcm' }).end(oneSecondAt24kHz());
    });
    const tts = createOpenAiTts({
      baseUrl: server.baseUrl,
      model: 'tts-1',
      voice: 'nova',
      apiKey: 'sk-test',
    });
    const samples = await tts.synthesize('  Please rest today.  ');
    expect(samples.length).toBe(16_000);
    expect(rms(samples)).toBeGreaterThan(0.1);

    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/audio/speech' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.parse(request!.body.toString())).toEqual({
      model: 'tts-1',
      input: 'Please rest today.',
      voice: 'nova',
      response_format: 'pcm',
    });
  });

  it('sends no credentials when no key is configured, and accepts a base URL that ends in /v1', async () => {
    server = await startLoopbackServer((_request, response) => response.end(Buffer.alloc(0)));
    await createOpenAiTts({ baseUrl: `${server.baseUrl}/v1/`, model: 'kokoro' }).synthesize('Hello.');
    expect(server.requests[0]!.url).toBe('/v1/audio/speech');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('rejects with an error naming the service and the status when the server fails', async () => {
    server = await startLoopbackServer((_request, response) => {
      response.writeHead(500).end('{"error":{"message":"Please rest today. was too long"}}');
    });
    const failed = createOpenAiTts({ baseUrl: server.baseUrl, model: 'tts-1' }).synthesize(
      'Please rest today.',
    );
    await expect(failed).rejects.toThrow(
      'Text-to-speech (POST /v1/audio/speech) failed: HTTP 500 Internal Server Error',
    );
    await expect(failed).rejects.toMatchObject({ name: 'VoiceServiceError', status: 500 });
    await expect(failed).rejects.not.toThrow('rest today'); // what the patient hears stays out of error logs
  });

  it('rejects with an AbortError and hangs up when aborted', async () => {
    let hungUp: Promise<void> | undefined;
    server = await startLoopbackServer((_request, response) => {
      hungUp = clientHangsUp(response); // and never answer
    });
    const controller = new AbortController();
    const pending = createOpenAiTts({ baseUrl: server.baseUrl, model: 'tts-1' }).synthesize(
      'Hello.',
      controller.signal,
    );
    while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await hungUp;
  });
});
