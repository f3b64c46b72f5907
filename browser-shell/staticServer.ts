import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The request's path decoded, or null for one that is not (`/%`, `/%E0%A4`). */
function decodedPath(url: string | undefined): string | null {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
  } catch {
    return null;
  }
}

/**
 * Serves the production renderer build on 127.0.0.1, nothing but files under `dir`. With
 * `policy`, every file carries that Content-Security-Policy header, as the app:// handler sends
 * it (the content policy is then tested with the header and index.html's meta tag together, as in the app);
 * without it, the meta tag holds by itself.
 */
export async function serveRenderer(dir: string, policy?: () => Promise<string>): Promise<StaticServer> {
  const root = normalize(dir);
  let host = '';
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    // Only the window's own address: a page elsewhere that rebinds a name of its own to
    // 127.0.0.1 sends its own Host and is refused.
    if (request.headers.host !== host) {
      response.writeHead(421).end();
      return;
    }
    const pathname = decodedPath(request.url);
    if (pathname === null) {
      response.writeHead(400).end();
      return;
    }
    // Chromium asks a web origin for its icon; the app's window never does. Answered empty, it
    // leaves no "Failed to load resource" in the console errors tests check.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = normalize(join(root, pathname === '/' ? 'index.html' : pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      const csp = policy ? { 'content-security-policy': await policy() } : {};
      const caching = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store';
      response.writeHead(200, { ...csp, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': caching }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  };
  // Whatever a request holds, it is answered: an error escaping here would end the process that
  // holds the core and the window.
  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  host = `127.0.0.1:${port}`;
  // Closed with its app; should a test leave it open, it must not keep the worker alive.
  server.unref();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}
