import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The renderer's unit tests live in one place, tests/renderer/<the path of the code under renderer/src>,
 * with every other test of the app: the test run, the typecheck and the lint rules for tests read them
 * there, and a newcomer looks for a test in one place only.
 */
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../../renderer/src');

function testsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testsUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path).replaceAll('\\', '/')] : [];
  });
}

describe('where the renderer’s tests live', () => {
  it('no test file sits beside the code under renderer/src: each goes to tests/renderer/<same path>', () => {
    expect(testsUnder(ROOT)).toEqual([]);
  });
});
