import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY, createAppFileHandler } from '../../electron/security/appProtocol';
import { contentSecurityPolicy } from '../../electron/security/csp';

/** The policy as the browser reads it: directives split on `;`, sources on whitespace. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );

const STRICT = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
  ['img-src', ["'self'", 'data:']],
  ['connect-src', ["'none'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['form-action', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
];

/** Store values the URL parser may accept but that must never reach the header as they are. */
const HOSTILE = [
  'https://a.test;script-src *',
  'https://a.test;script-src',
  "https://a.test;script-src 'unsafe-inline'",
  'https://a.test%3bscript-src',
  'https://a.test/ x',
  'https://a.test x',
  'https://a.test\nscript-src *',
  'https://a.test\r\nx-evil: 1',
  'https://*',
  "https://a.test'",
  'javascript:alert(1)',
  'not a url',
];

describe('content security policy', () => {
  it('allows scripts only from the app and images only from the app, data: and the store', () => {
    const csp = directives(contentSecurityPolicy({ storeOrigin: 'https://store.example.com/some/path' }));
    expect([...csp]).toEqual(STRICT.map(([name, sources]) => [name, name === 'img-src' ? [...sources!, 'https://store.example.com'] : sources]));
  });

  it.each(HOSTILE)('keeps the strict policy, store left out, for the store value %j', (storeOrigin) => {
    const csp = contentSecurityPolicy({ storeOrigin });
    expect([...directives(csp)]).toEqual(STRICT);
    expect(csp).not.toMatch(/[\r\n]/);
  });

  it('names a store address given with a path by its origin alone', () => {
    expect(directives(contentSecurityPolicy({ storeOrigin: 'http://127.0.0.1:8787/x' })).get('img-src')).toContain('http://127.0.0.1:8787');
  });

  it('relaxes only what the Vite dev server needs, in development', () => {
    const csp = directives(contentSecurityPolicy({ storeOrigin: null, devServer: 'http://localhost:5173/' }));
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://localhost:5173']);
    expect(directives(contentSecurityPolicy({ storeOrigin: null, devServer: 'http://localhost;script-src' })).get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});

describe('the CSP header the app:// handler actually serves', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'app-csp-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const served = async (store: string | null) => {
    const response = await createAppFileHandler(root, async () => store)(new Request(APP_ENTRY));
    expect(response.status).toBe(200);
    return response.headers.get('content-security-policy') ?? '';
  };

  it('names the connected store for images and nothing else', async () => {
    const csp = directives(await served('https://store.example.com'));
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https://store.example.com']);
  });

  it.each(HOSTILE)('serves the strict policy for the store value %j', async (store) => {
    expect([...directives(await served(store))]).toEqual(STRICT);
  });
});
