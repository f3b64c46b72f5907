import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = join(__dirname, '..', '..', 'renderer', 'src');
const DOCUMENT = join(RENDERER, 'components', 'document');
const PRINT_CSS = ['print.css', 'print-tables.css', 'print-document.css'];

/** Every .ts/.tsx source of the renderer, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the print rules', () => {
  it('only name classes some element of the app carries', () => {
    const code = sources(RENDERER).join('\n');
    const unused = PRINT_CSS.flatMap((file) => {
      const css = readFileSync(join(DOCUMENT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      const classes = new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]!).filter((name) => !/^\d/.test(name)));
      return [...classes].filter((name) => !new RegExp(`(?<![\\w-])${name}(?![\\w-])`).test(code)).map((name) => `${file}: .${name}`);
    });
    expect(unused).toEqual([]);
  });
});
