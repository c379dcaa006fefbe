import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { clientHangsUp, startLoopbackServer, type LoopbackServer } from '../openai-compatible.test-server';
import { createOpenAiChatDialogue } from './openai-chat';

const token = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

function openStream(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.flushHeaders();
}

let server: LoopbackServer | undefined;
afterEach(() => server?.close());

function dialogue(baseUrl: string, apiKey?: string) {
  return createOpenAiChatDialogue({
    baseUrl,
    model: 'doctor-7b',
    apiKey,
    systemPrompt: 'You are a careful doctor.',
  });
}

describe('createOpenAiChatDialogue', () => {
  it('sends the conversation with the system prompt and streams the reply back sentence by sentence', async () => {
    let releaseRest: () => void = () => {};
    const restReleased = new Promise<void>((resolve) => (releaseRest = resolve));
    server = await startLoopbackServer(async (_request, response) => {
      openStream(response);
      response.write(': keep-alive comment\n\n');
      response.write(token('I am sorry') + token(' to hear that, Dr.') + token(' Lee') + token('.'));
      response.write(token(' How long'));
      await restReleased; // the first sentence must arrive while the model is still writing
      response.write('data: {"choices": [{"delta": {"content": " has it hurt'); // one event split across writes
      response.write('?"}}]}\n\n');
      response.write('data: {malformed json\n\n');
      response.write(token(' Any fever?'));
      response.end('data: [DONE]\n\n');
    });

    const reply = dialogue(server.baseUrl, 'sk-doctor').reply([
      { role: 'assistant', text: 'What brings you in?' },
      { role: 'user', text: 'A headache.' },
    ]);
    const sentences: string[] = [];
    for await (const sentence of reply) {
      sentences.push(sentence);
      releaseRest();
    }
    expect(sentences).toEqual(['I am sorry to hear that, Dr. Lee.', 'How long has it hurt?', 'Any fever?']);

    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe('Bearer sk-doctor');
    expect(JSON.parse(request!.body.toString())).toEqual({
      model: 'doctor-7b',
      stream: true,
      messages: [
        { role: 'system', content: 'You are a careful doctor.' },
        { role: 'assistant', content: 'What brings you in?' },
        { role: 'user', content: 'A headache.' },
      ],
    });
  });

  it('rejects with an error naming the service and status when the server fails', async () => {
    server = await startLoopbackServer((_request, response) => response.writeHead(500).end());
    const reply = dialogue(server.baseUrl).reply([{ role: 'user', text: 'Hello' }]);
    await expect(reply[Symbol.asyncIterator]().next()).rejects.toThrow(
      'Doctor LLM (POST /v1/chat/completions) failed: HTTP 500 Internal Server Error',
    );
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('rejects when the stream reports an error instead of tokens', async () => {
    server = await startLoopbackServer((_request, response) => {
      openStream(response);
      response.end(`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`);
    });
    const reply = dialogue(server.baseUrl).reply([{ role: 'user', text: 'Hello' }]);
    await expect(reply[Symbol.asyncIterator]().next()).rejects.toThrow(
      'Doctor LLM reported an error mid-stream',
    );
  });

  it('stops reading and hangs up when aborted mid-reply', async () => {
    let hungUp: Promise<void> | undefined;
    server = await startLoopbackServer((_request, response) => {
      hungUp = clientHangsUp(response);
      openStream(response);
      response.write(token('Let me think.') + token(' One moment'));
    });
    const controller = new AbortController();
    const sentences = dialogue(server.baseUrl).reply([{ role: 'user', text: 'Hello' }], controller.signal);
    const iterator = sentences[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ value: 'Let me think.', done: false });
    controller.abort();
    await expect(iterator.next()).rejects.toMatchObject({ name: 'AbortError' });
    await hungUp;
  });
});
