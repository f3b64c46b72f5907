import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY, createAppFileHandler, resolveAppFile } from '../../electron/security/appProtocol';

let parent: string;
let root: string;

beforeAll(() => {
  parent = mkdtempSync(join(tmpdir(), 'app-protocol-'));
  root = join(parent, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(parent, 'secret.txt'), 'outside the renderer');
});
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('resolveAppFile', () => {
  it('maps app:// paths to files under the renderer folder', () => {
    expect(resolveAppFile(root, APP_ENTRY)).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://wholesaledesk/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://wholesaledesk/assets/index-abc.js?v=1#x')).toBe(join(root, 'assets', 'index-abc.js'));
  });

  it('refuses every way out of the folder', () => {
    for (const url of [
      'app://wholesaledesk/../secret.txt',
      'app://wholesaledesk/%2e%2e/secret.txt',
      'app://wholesaledesk/..%2fsecret.txt',
      'app://wholesaledesk/..%2Fsecret.txt',
      'app://wholesaledesk/..%5csecret.txt',
      'app://wholesaledesk/assets/..\\..\\secret.txt',
      'app://wholesaledesk/index.html%00.js',
      'app://wholesaledesk/%E0%A4%A',
    ]) {
      const file = resolveAppFile(root, url);
      expect(file === null || file.startsWith(join(root, '')), url).toBe(true);
      expect(file, url).not.toBe(join(parent, 'secret.txt'));
    }
    expect(resolveAppFile(root, 'app://wholesaledesk/..%2fsecret.txt')).toBeNull();
  });

  it('refuses other hosts and schemes', () => {
    expect(resolveAppFile(root, 'app://other/index.html')).toBeNull();
    expect(resolveAppFile(root, 'file:///etc/passwd')).toBeNull();
    expect(resolveAppFile(root, 'not a url')).toBeNull();
  });
});

describe('createAppFileHandler', () => {
  const handler = () => createAppFileHandler(root, async () => null);

  it('serves a file with its type, the CSP and nosniff', async () => {
    const response = await handler()(new Request(APP_ENTRY));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval';/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>app</title>');

    const script = await handler()(new Request('app://wholesaledesk/assets/index-abc.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 for missing files, escapes and writes', async () => {
    expect((await handler()(new Request('app://wholesaledesk/missing.js'))).status).toBe(404);
    const escape = await handler()(new Request('app://wholesaledesk/..%2fsecret.txt'));
    expect(escape.status).toBe(404);
    expect(await escape.text()).not.toContain('outside');
    expect((await handler()(new Request(APP_ENTRY, { method: 'POST', body: 'x' }))).status).toBe(404);
  });
});
