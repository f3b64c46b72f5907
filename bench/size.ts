/**
 * (d) The renderer's initial JavaScript, brotli-compressed: the entry script and the modules it
 * preloads in out/renderer/index.html (screens loaded later with import() are not counted).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

export interface SizeFigures {
  files: { name: string; raw: number; brotli: number }[];
  raw: number;
  brotli: number;
  lazyBrotli: number;
}

const brotli = (buffer: Buffer): number =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function measureInitialJs(root: string): SizeFigures {
  const dir = join(root, 'out/renderer');
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const initial = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)) {
    if (match[1]) initial.add(match[1].replace(/^\.?\//, ''));
  }
  const files = [...initial].map((name) => {
    const buffer = readFileSync(join(dir, name));
    return { name, raw: buffer.length, brotli: brotli(buffer) };
  });
  let lazyBrotli = 0;
  const assets = join(dir, 'assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.js'))) {
    if (!initial.has(`assets/${name}`)) lazyBrotli += brotli(readFileSync(join(assets, name)));
  }
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    brotli: files.reduce((sum, f) => sum + f.brotli, 0),
    lazyBrotli,
  };
}
