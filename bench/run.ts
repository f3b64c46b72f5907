/**
 * `npm run bench`: the figures quality.md sets goals for, medians in one run, each printed beside
 * its goal. Needs a production build (`npx electron-vite build`) for (a), (b) and (d).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureBridge } from './bridge';
import { measureRenderer } from './renderer';
import { measureInitialJs } from './size';
import { measureCoreQuickOrder, measureQuickOrder, PASTE_LINES } from './quickOrder';
import { spawn } from 'node:child_process';
import { journeyRows } from './journeyRows';
import { soakRows } from './soak';
import { median, ms, percentile } from './stats';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * BENCH_SECTIONS=a,d,e runs only those sections (letters as printed; `a` includes `b`), for
 * interleaving two builds many times over in one sitting. Unset: every section. The catalogue's
 * memory rows: BENCH_SECTIONS=f,w,h (with CATALOGUE_BENCH_PRODUCTS=100000 for the large catalogue).
 */
const sections = process.env.BENCH_SECTIONS?.split(',').map((s) => s.trim());
const want = (letter: string): boolean => !sections || sections.includes(letter);

interface Row {
  what: string;
  figure: string;
  goal: string;
  met: boolean;
}

/** A memory section in a process of its own (`freshRow.ts`), so no other section's heap or allocator is in its figures. */
function inFreshProcess(letter: string): Promise<Row[]> {
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'bench/freshRow.ts'), letter], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    out += text;
    process.stdout.write(text.startsWith('[{') ? '' : text);
  });
  return new Promise((done, failed) => {
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('[')) done(JSON.parse(last) as Row[]);
      else failed(new Error(`bench section (${letter}) failed (exit ${code})`));
    });
  });
}

function print(rows: Row[]): void {
  const widths = [Math.max(...rows.map((r) => r.what.length)), Math.max(...rows.map((r) => r.figure.length)), Math.max(...rows.map((r) => r.goal.length))];
  const line = (a: string, b: string, c: string, d: string) => `${a.padEnd(widths[0]!)}  ${b.padStart(widths[1]!)}  ${c.padEnd(widths[2]!)}  ${d}`;
  console.log(line('measure', 'median', 'goal (quality.md)', 'met'));
  console.log('-'.repeat(widths[0]! + widths[1]! + widths[2]! + 10));
  for (const r of rows) console.log(line(r.what, r.figure, r.goal, r.met ? 'yes' : 'NO'));
}

async function main(): Promise<void> {
  // The catalogue's sections run in Node alone: only the others need the renderer's build.
  const needsBuild = ['a', 'q', 'd', 'e', 's'].some(want);
  if (needsBuild && !existsSync(join(ROOT, 'out/renderer/index.html'))) {
    console.error('No production build in out/renderer: run `npx electron-vite build` first.');
    process.exit(1);
  }
  const rows: Row[] = [];

  if (want('a')) console.log('(a)(b) renderer in Chromium, production build, fake bridge answering at once…');
  const r = want('a') ? await measureRenderer(ROOT) : null;
  if (r) {
    const listLayout = median(r.listLayout);
    const listPaint = median(r.listPaint);
    const listWhole = median(r.listWhole);
    rows.push({ what: '(a) 48-product list: data in hand -> first screenful laid out', figure: ms(listLayout), goal: '<= 16 ms (one frame)', met: listLayout <= 16 });
    rows.push({ what: '(a) 48-product list: data in hand -> all 48 laid out', figure: ms(listWhole), goal: '', met: true });
    rows.push({ what: '(a) 48-product list: data in hand -> next frame', figure: ms(listPaint), goal: '<= 50 ms', met: listPaint <= 50 });
    const cartWork = median(r.cartWork);
    const cartFrame = median(r.cartFrame);
    rows.push({ what: '(b) 1,000-line cart: quantity edit -> laid out', figure: ms(cartWork), goal: '<= 16 ms (one frame)', met: cartWork <= 16 });
    rows.push({ what: '(b) 1,000-line cart: quantity edit -> next frame', figure: ms(cartFrame), goal: '', met: true });
    rows.push({ what: '(b) long tasks >= 50 ms during the edits', figure: String(r.cartLongTasks), goal: 'none', met: r.cartLongTasks === 0 });
    rows.push({ what: '(b) cart rows changed in the DOM per edit', figure: String(median(r.cartRowsTouched)), goal: '1 (one row repaints)', met: median(r.cartRowsTouched) <= 1 });
  }

  if (want('q')) {
    console.log('(q) quick order in Chromium, fake bridge with a 5,000-product index…');
    const q = await measureQuickOrder(ROOT);
    rows.push({ what: '(q) quick order: keystroke -> suggestions laid out (5,000 products)', figure: ms(median(q.suggest)), goal: '<= 16 ms', met: median(q.suggest) <= 16 });
    rows.push({ what: `(q) quick order: paste ${PASTE_LINES} lines -> rows laid out with errors`, figure: ms(median(q.paste)), goal: '<= 200 ms', met: median(q.paste) <= 200 });

    console.log('(q) quick order answered from the buyer database (CATALOGUE_BENCH_PRODUCTS)…');
    const core = await measureCoreQuickOrder(ROOT);
    const keystroke = median(core.keystroke);
    rows.push({
      what: `(q) quick order: keystroke -> suggestions laid out, core's query included (${core.products.toLocaleString('en-US')} products; p90 ${ms(percentile(core.keystroke, 90))})`,
      figure: ms(keystroke),
      goal: '<= 16 ms',
      met: keystroke <= 16,
    });
  }

  if (want('c')) {
    console.log('(c) bridge vs core, in Node against a local reference storefront…');
    const b = await measureBridge();
    rows.push({ what: `(c) core handler directly (catalog:products, ${b.calls} calls)`, figure: ms(b.direct, 3), goal: '', met: true });
    rows.push({ what: '(c) through the bridge', figure: ms(b.bridged, 3), goal: '', met: true });
    rows.push({ what: '(c) bridge overhead per call', figure: ms(b.overheadMs, 3), goal: '<= 0.5 ms', met: b.overheadMs <= 0.5 });
    rows.push({ what: '(c) bridge overhead ratio', figure: `${(b.overheadRatio * 100).toFixed(1)} %`, goal: '<= 5 %', met: b.overheadRatio <= 0.05 });
    rows.push({
      what: `(c) for context: structuredClone of the answer (${(b.answerBytes / 1024).toFixed(0)} KB JSON)`,
      figure: ms(b.cloneMs, 3),
      goal: '',
      met: true,
    });
  }

  if (want('d')) {
  const size = measureInitialJs(ROOT);
  rows.push({
    what: `(d) renderer initial JS, brotli (${size.files.length} files, ${(size.raw / 1024).toFixed(0)} KB raw)`,
    figure: `${(size.brotli / 1024).toFixed(1)} KB`,
    goal: '<= 150 KB',
    met: size.brotli <= 150 * 1024,
  });
  rows.push({ what: '(d) lazily loaded screens, brotli (not initial)', figure: `${(size.lazyBrotli / 1024).toFixed(1)} KB`, goal: '', met: true });
  }

  if (want('e')) {
    console.log('(e) the buyer\'s journey in the harness, app vs the same store calls over plain HTTP…');
    rows.push(...(await journeyRows(Number(process.env.JOURNEY_RUNS ?? 5))));
  }

  if (want('s')) {
    console.log(`(s) all-day use in the harness: ${process.env.SOAK_ROUNDS ?? 60} rounds of list, product, cart, orders, order, quick order…`);
    rows.push(...(await soakRows(Number(process.env.SOAK_ROUNDS ?? 60), Number(process.env.SOAK_EVERY ?? 6))));
  }

  if (want('f')) {
    console.log('(f) the catalogue in the buyer database: written, suggestions, restart (a process of its own)…');
    rows.push(...(await inFreshProcess('f')));
  }
  if (want('w')) {
    console.log('(w) the first walk of the reference store by the real core, then a restart (a process of its own)…');
    rows.push(...(await inFreshProcess('w')));
  }
  if (want('h')) {
    console.log('(h) the walk against a store claiming 10^9 pages of fresh 4 KB products (a process of its own)…');
    rows.push(...(await inFreshProcess('h')));
  }

  console.log('');
  print(rows);
  console.log('');
  if (r) console.log(`(a) p90 next frame ${ms(percentile(r.listPaint, 90))}; (b) p90 laid out ${ms(percentile(r.cartWork, 90))}; samples: ${r.listPaint.length} list, ${r.cartWork.length} cart.`);
  console.log('The "next frame" figures include waiting for the display\'s next vsync (up to ~16.7 ms at 60 Hz).');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
