import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The project runs its tests, bench and scripts on the Node its Electron embeds in the main
 * process, so the core is tested where it ships. Electron's release notes name the Node of each
 * major; a new Electron major fails here until its line is added (and the `node` package follows).
 */
const NODE_IN_ELECTRON: Record<number, number> = { 40: 24, 41: 24, 42: 24, 43: 24, 44: 24, 45: 24 };

const ROOT = join(import.meta.dirname, '../..');
type Manifest = { version: string; engines?: { node?: string }; devDependencies?: Record<string, string> };
const manifest = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Manifest;
const major = (version: string) => Number(/^(\d+)\./.exec(version)?.[1]);

describe('the Node the project runs on', () => {
  const project = manifest('package.json');
  const electronMajor = major(manifest('node_modules/electron/package.json').version);
  const embedded = NODE_IN_ELECTRON[electronMajor];

  it('is pinned to the major the pinned Electron embeds', () => {
    expect(embedded, `Electron ${electronMajor}: add its Node major to NODE_IN_ELECTRON`).toBeDefined();
    expect(project.devDependencies?.node).toMatch(/^\d+\.\d+\.\d+$/);
    expect(major(project.devDependencies?.node ?? '')).toBe(embedded);
  });

  it('is what package.json promises in engines, and what .nvmrc installs (the README names both)', () => {
    expect(project.engines?.node).toBe(`${embedded}.x`);
    expect(readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim()).toBe(String(embedded));
  });

  it('is the one running these tests (npm scripts take the node package before the machine\'s)', () => {
    expect(major(process.versions.node)).toBe(embedded);
  });
});
