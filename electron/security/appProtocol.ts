import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { contentSecurityPolicy } from './csp';

/**
 * The built renderer is served from `app://wholesaledesk/...` rather than file://, so the page
 * has one stable, private origin (the navigation lock and the IPC sender check compare against
 * it) and every response carries the CSP header. Registered as a standard, secure scheme.
 */
export const APP_SCHEME = 'app';
const APP_HOST = 'wholesaledesk';
const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file under `root` an app:// request names, or null. Refused: other hosts, encoded
 * slashes or backslashes, NUL bytes, and anything that resolves outside `root` (`..`).
 */
export function resolveAppFile(root: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  if (/%(2f|5c|00)/i.test(url.pathname)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\\') || path.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${path === '/' ? '/index.html' : path}`);
  return file.startsWith(base + sep) ? file : null;
}

function contentTypeFor(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The protocol.handle handler: the file with its type, the Content-Security-Policy and nosniff, 404 for
 * anything missing or refused. Only GET and HEAD are answered. The policy is built here from
 * `storeUrl()`, asked on every response so images from a newly connected store are allowed;
 * contentSecurityPolicy() keeps only a checked origin of it.
 */
export function createAppFileHandler(root: string, storeUrl: () => Promise<string | null>) {
  return async (request: Request): Promise<Response> => {
    const file = request.method === 'GET' || request.method === 'HEAD' ? resolveAppFile(root, request.url) : null;
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      const csp = contentSecurityPolicy({ storeOrigin: await storeUrl() });
      return new Response(request.method === 'HEAD' ? null : body, {
        status: 200,
        headers: { 'content-security-policy': csp, 'content-type': contentTypeFor(file), 'x-content-type-options': 'nosniff' },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}
