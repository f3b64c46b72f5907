import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { reactRouterProduction } from '../../scripts/reactRouterProduction';

// Inside the project, so the app's imports resolve to its node_modules.
const root = mkdtempSync(join(process.cwd(), 'node_modules/.react-router-production-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The router the renderer uses, built as the renderer is: minified, with or without the plugin. */
async function bundle(plugins: Plugin[], name: string): Promise<string> {
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><script type="module" src="./main.js"></script></body></html>');
  writeFileSync(join(root, 'main.js'), "import { createHashRouter, RouterProvider } from 'react-router-dom';\nconsole.log(createHashRouter, RouterProvider);\n");
  const outDir = join(root, name);
  await build({ root, logLevel: 'silent', configFile: false, plugins, build: { outDir, minify: true } });
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

const DEVELOPMENT_ONLY = ['You rendered descendant <Routes>', 'Hey developer'];
const IN_EVERY_BUILD = 'may be used only in the context of a <Router> component';

describe('reactRouterProduction (the renderer build)', () => {
  it("bundles React Router's production build: its development warnings and error screen are left out", async () => {
    const code = await bundle([reactRouterProduction()], 'with');
    // Checked as booleans and lists: a failing toContain would print the whole bundle.
    expect(code.includes(IN_EVERY_BUILD)).toBe(true);
    expect(DEVELOPMENT_ONLY.filter((text) => code.includes(text))).toEqual([]);
  }, 60_000);

  it("is needed: without it the package's exports give the development build", async () => {
    const code = await bundle([], 'without');
    expect(code.includes(IN_EVERY_BUILD)).toBe(true);
    expect(DEVELOPMENT_ONLY.some((text) => code.includes(text))).toBe(true);
  }, 60_000);
});
