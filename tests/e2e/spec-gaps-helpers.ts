/** Stores and settings the spec-gaps cases need that the reference store and the harness do not offer. */
import { mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileSettings, type Settings } from '../../electron/core/index';

export interface Passthrough {
  url: string;
  close(): Promise<void>;
}

/**
 * A pass-through in front of the store whose attachment upload answers 200 with neither an id nor
 * an error (spec 8: system_error). The file is read and dropped, so the store never holds it.
 */
export async function uploadWithoutIdStore(storeUrl: string): Promise<Passthrough> {
  const target = new URL(storeUrl);
  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.method === 'POST' && incoming.url?.startsWith('/_api/orders/attachment')) {
      incoming.resume();
      incoming.on('end', () => outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}'));
      return;
    }
    const upstream = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
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

/** A settings dir as the app would find it on disk, written by the app's own settings store. */
export function settingsDirWith(settings: Partial<Settings>): string {
  const dir = mkdtempSync(join(tmpdir(), 'spec-gaps-settings-'));
  createFileSettings(dir).set(settings);
  return dir;
}
