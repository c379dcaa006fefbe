// A real HTTP server on the loopback interface, for contract tests of the OpenAI-compatible adapters.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LoopbackServer {
  baseUrl: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startLoopbackServer(
  respond: (request: ReceivedRequest, response: ServerResponse) => unknown,
): Promise<LoopbackServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(request);
    await respond(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Resolves when the client hangs up before the response has ended. */
export function clientHangsUp(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => response.on('close', () => !response.writableFinished && resolve()));
}
