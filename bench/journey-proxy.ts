/**
 * A pass-through in front of the store that records every call the app makes (method, URL, the
 * headers that carry the session, body) with its time at the store. The journey bench replays the
 * recorded reads over plain HTTP to get "the same store calls without the app".
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardedHeaders } from '../tests/e2e/forwarded-headers';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Request arrived to answer fully sent, ms, as seen at the pass-through. */
  storeMs: number;
}

export interface RecordingProxy {
  url: string;
  /** Calls recorded since the last take(); empties the record. */
  take(): RecordedCall[];
  close(): Promise<void>;
}

const SESSION_HEADERS = ['cookie', 'x-xsrf-token', 'content-type', 'accept', 'accept-language'];

function sessionHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of SESSION_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

export async function recordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  let calls: RecordedCall[] = [];
  const server = createServer((incoming, outgoing) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const call: RecordedCall = { method: incoming.method ?? 'GET', url: incoming.url ?? '/', headers: sessionHeaders(incoming.headers), body, storeMs: 0 };
      const onward = request(
        { host: upstream.hostname, port: upstream.port, method: call.method, path: call.url, headers: { ...incoming.headers, host: upstream.host } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
          answer.pipe(outgoing);
          answer.on('end', () => {
            call.storeMs = performance.now() - started;
            calls.push(call);
          });
        },
      );
      onward.on('error', () => outgoing.destroy());
      onward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take: () => {
      const taken = calls;
      calls = [];
      return taken;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The store's own time for a step's calls made one after another over plain HTTP: reads are sent
 * again as recorded (same session), writes keep the time they took at the pass-through, because
 * sending them again would place a second order.
 */
export async function plainHttpMs(storeUrl: string, calls: readonly RecordedCall[]): Promise<number> {
  let total = 0;
  for (const call of calls) {
    if (call.method !== 'GET' || call.url.startsWith('/_api/orders/attachment')) {
      total += call.storeMs;
      continue;
    }
    const started = performance.now();
    const answer = await fetch(new URL(call.url, storeUrl), { headers: call.headers });
    await answer.arrayBuffer();
    total += performance.now() - started;
  }
  return total;
}
