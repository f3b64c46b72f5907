import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRenderer, type StaticServer } from '../../browser-shell/staticServer';

/** One raw GET (no client-side clean-up of the path), with the Host header given. */
function get(server: StaticServer, path: string, host?: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const call = request({ hostname, port, path, method: 'GET', headers: host ? { host } : {} }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end();
  });
}

describe("the browser shell's file server", () => {
  let dir: string;
  let server: StaticServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'static-server-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    server = await serveRenderer(dir);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a path that does not decode with 400 and keeps serving the window', async () => {
    expect(await get(server, '/%')).toBe(400);
    expect(await get(server, '/%E0%A4%A')).toBe(400);
    expect(await get(server, '/index.html')).toBe(200);
  });

  it('serves only its own 127.0.0.1:port: a page that rebinds another name to it is refused', async () => {
    expect(await get(server, '/index.html', 'attacker.example:80')).toBe(421);
    expect(await get(server, '/index.html', `localhost:${new URL(server.url).port}`)).toBe(421);
    expect(await get(server, '/index.html', new URL(server.url).host)).toBe(200);
  });

  it('never serves a file outside its folder', async () => {
    expect(await get(server, '/..%2f..%2fetc%2fpasswd')).toBe(403);
  });
});
