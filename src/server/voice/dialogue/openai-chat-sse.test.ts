import { describe, expect, it } from 'vitest';
import { readSseData } from './openai-chat-sse';

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

const all = async (stream: ReadableStream<Uint8Array>) => {
  const data: string[] = [];
  for await (const item of readSseData(stream)) data.push(item);
  return data;
};

describe('readSseData', () => {
  it('yields each event’s data across split chunks, CRLF lines, comments and a multi-byte character cut in two', async () => {
    const euro = new TextEncoder().encode('€');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const enc = (text: string) => new TextEncoder().encode(text);
        controller.enqueue(enc(': keep-alive\n\ndata: {"a"'));
        controller.enqueue(enc(':1}\r\n\r\ndata: price '));
        controller.enqueue(euro.slice(0, 1));
        controller.enqueue(euro.slice(1));
        controller.enqueue(enc('\n\nevent: x\ndata: line one\ndata: line two\n\ndata: [DONE]'));
        controller.close();
      },
    });
    expect(await all(stream)).toEqual(['{"a":1}', 'price €', 'line one\nline two', '[DONE]']);
  });

  it('ends with an error on an event too large to buffer', async () => {
    await expect(all(streamOf(`data: ${'x'.repeat(1024 * 1024 + 10)}`))).rejects.toThrow(/over 1 MiB/);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('data: token\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const data of readSseData(body)) {
      expect(data).toBe('token');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
