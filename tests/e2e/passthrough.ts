/**
 * A pass-through in front of a store that answers some requests itself (a quirk the reference store
 * does not have) and forwards everything else unchanged, cookies and XSRF included.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardedHeaders } from './forwarded-headers';

export interface Passthrough {
  url: string;
  close(): Promise<void>;
}

/** `answer` returns true when it has answered the request itself. */
export type Answer = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

/** Sends one request on to the store and its reply back, unchanged. */
export function forward(target: URL, incoming: IncomingMessage, outgoing: ServerResponse): void {
  const upstream = request(
    { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host, 'x-forwarded-host': incoming.headers['x-forwarded-host'] ?? incoming.headers.host } },
    (reply) => {
      outgoing.writeHead(reply.statusCode ?? 502, forwardedHeaders(reply.headers));
      reply.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(upstream);
}

export async function passthrough(storeUrl: string, answer: Answer): Promise<Passthrough> {
  const target = new URL(storeUrl);
  const server: Server = createServer((incoming, outgoing) => {
    if (answer(incoming, outgoing)) return;
    forward(target, incoming, outgoing);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
