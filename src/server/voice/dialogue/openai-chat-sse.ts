// Reads the server-sent events of a streamed OpenAI-compatible chat completion, parsed by eventsource-parser.
import { createParser } from 'eventsource-parser';

/** An event larger than this ends the reply: a chat token is a few bytes, and an unbounded buffer is a risk. */
const MAX_EVENT_CHARS = 1024 * 1024;

/** Each event's data, in order; an event the stream ends without its closing blank line still counts. */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  let tooLarge = false;
  const parser = createParser({
    onEvent: (event) => events.push(event.data),
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') tooLarge = true;
    },
    maxBufferSize: MAX_EVENT_CHARS,
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // At the end, a blank line dispatches an event the server did not close (the spec would drop it).
      parser.feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }));
      if (tooLarge) throw new Error('the chat stream sent an event over 1 MiB');
      yield* events.splice(0);
      if (done) return;
    }
  } finally {
    // Stopping early (an abort, or a consumer that has heard enough) must close the connection.
    await reader.cancel().catch(() => undefined);
  }
}
