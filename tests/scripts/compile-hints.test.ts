import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/compileHints';

/**
 * V8 honours the hint only on a script's first line, and Vite prepends its preload helper to an
 * entry that imports lazily: the test builds such an app, as the renderer is built.
 */
const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function buildApp(): Promise<Map<string, string>> {
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(join(root, 'main.js'), "import './main.css';\ndocument.body.onclick = () => import('./screen.js').then((m) => m.show());\n");
  writeFileSync(join(root, 'screen.js'), "import './screen.css';\nexport function show() { document.body.append('screen'); }\n");
  writeFileSync(join(root, 'main.css'), 'body { margin: 0 }\n');
  writeFileSync(join(root, 'screen.css'), 'body { color: red }\n');
  await build({ root, logLevel: 'silent', configFile: false, plugins: [compileHints()], build: { outDir: join(root, 'out'), minify: true } });
  const assets = join(root, 'out/assets');
  return new Map(readdirSync(assets).map((name) => [name, readFileSync(join(assets, name), 'utf8')]));
}

describe('compileHints (the renderer build)', () => {
  it('starts every script, the entry with its preload helper too, with the hint on a line of its own, once', async () => {
    const files = await buildApp();
    const scripts = [...files].filter(([name]) => name.endsWith('.js'));
    expect(scripts.map(([name]) => name.split('-')[0])).toEqual(expect.arrayContaining(['index', 'screen']));
    expect(scripts.find(([name]) => name.startsWith('index'))?.[1]).toContain('__vite__mapDeps');
    for (const [, code] of scripts) {
      expect(code.split('\n')[0]).toBe(COMPILE_HINT);
      expect(code.split(COMPILE_HINT)).toHaveLength(2);
    }
    for (const [name, code] of files) if (name.endsWith('.css')) expect(code).not.toContain(COMPILE_HINT);
  });
});
