// Reads the server-sent events of a streamed OpenAI-compatible chat completion.

/** Each `data:` line's payload, in order (OpenAI-compatible servers send one data line per event). */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let partialLine = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const lines = (partialLine + (done ? decoder.decode() : decoder.decode(value, { stream: true }))).split(
        /\r?\n/,
      );
      partialLine = done ? '' : lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('data:')) yield line.slice('data:'.length).trimStart();
      }
      if (done) return;
    }
  } finally {
    // Stopping early (an abort, or a consumer that has heard enough) must close the connection.
    await reader.cancel().catch(() => undefined);
  }
}
