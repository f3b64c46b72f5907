import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The Node version a newcomer is told to use is one the pinned Electron itself installs on. */
const ROOT = join(import.meta.dirname, '../..');
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as { engines?: { node?: string } };
const lowest = (range: string | undefined) => {
  const match = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec((range ?? '').trim());
  if (!match) throw new Error(`not a ">=x.y.z" range: ${range}`);
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] as const;
};
const atLeast = (a: readonly number[], b: readonly number[]) => a[0]! !== b[0]! ? a[0]! > b[0]! : a[1]! !== b[1]! ? a[1]! > b[1]! : a[2]! >= b[2]!;

describe('the Node version in package.json and the README', () => {
  const ours = lowest(json('package.json').engines?.node);

  it("is at least what the pinned electron package's engines ask for", () => {
    expect(atLeast(ours, lowest(json('node_modules/electron/package.json').engines?.node))).toBe(true);
  });

  it('is the one the README names', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`Needs Node ${ours[0]}.${ours[1]} or newer`);
  });
});
