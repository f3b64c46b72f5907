/**
 * (w) The first full walk of the reference store's catalogue by the real core, into the buyer's
 * database: the store runs in a process of its own (seeded with CATALOGUE_BENCH_PRODUCTS
 * products, default 5,000), so the memory measured is the core's alone, and counts the requests
 * it is sent from its request log. The demo buyer logs in; the walk starts WALK_DELAY_MS later
 * (the core's modules are loaded and the login's memory is in the baseline by then) and is timed
 * until the catalogue is ready. Only the first pass is measured, which reads as fast as the store
 * answers: later passes are paced in the background (at most 2 requests a second). Then a
 * restart: a new core on the same data folder, timed from its creation to the first suggestion.
 *
 * (h) The same against a hostile store (`hostileStore.ts`): a billion pages claimed, every page
 * fresh products with 4 KB descriptions. The walk must end by itself at its bounds.
 *
 * Each runs in a process of its own (`freshRow.ts`), so no other section's memory is in it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createCore, createMemorySettings, type SecretBox } from '../electron/core/index';
import type { IndexStatus } from '../contract/schemas/quickOrder';
import type { BenchRow } from './journeyRows';
import { ms } from './stats';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const PRODUCTS = Number(process.env.CATALOGUE_BENCH_PRODUCTS ?? 5000);
const PRODUCT_LIST = '/_api/ws/products';
/** A 100,000-product walk takes minutes: the bench gives up well past that. */
const WALK_LIMIT_MS = 30 * 60_000;
const SAMPLE_MS = 50;
/** The first walk's wait after the login (the app's own is 3 s, for the first screens). */
const WALK_DELAY_MS = 1000;

/** Available, so "remember me" is kept for the restart (the bench has no keychain: the text is kept as it is). */
const plainBox: SecretBox = { isAvailable: () => true, encrypt: (s) => s, decrypt: (s) => s };

interface Store {
  url: string;
  /** Requests the store has been sent so far: all, and to its product list. */
  requests: () => { all: number; productList: number };
  stop: () => void;
}

/** A bench helper process that prints "listening on <url>" once it listens. */
function startChild(args: string[], onLine: (line: string) => void = () => undefined): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [TSX, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((done, failed) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) done({ url: listening[1]!, child });
      else onLine(line);
    });
    child.once('exit', (code) => failed(new Error(`${args[0]} stopped before it listened (exit ${code})`)));
  });
}

/** The reference store in a child process, its request log read line by line (pino's JSON). */
async function startStore(dataDir: string, products: number): Promise<Store> {
  let all = 0;
  let productList = 0;
  const { url, child } = await startChild(
    [join(ROOT, 'server/cli.ts'), '--port', '0', '--data', dataDir, '--reset', '--products', String(products)],
    (line) => {
      if (!line.includes('"incoming request"')) return;
      all += 1;
      if (line.includes(`"url":"${PRODUCT_LIST}`)) productList += 1;
    },
  );
  return { url, requests: () => ({ all, productList }), stop: () => void child.kill() };
}

type Core = ReturnType<typeof createCore>;

/** Settings per data folder, as a desktop keeps them across a restart (the remembered login among them). */
const settingsOf = new Map<string, ReturnType<typeof createMemorySettings>>();

function startCore(storeUrl: string, dataDir: string, onStatus: (status: IndexStatus) => void, onNotice: () => void = () => undefined): Core {
  if (!settingsOf.has(dataDir)) settingsOf.set(dataDir, createMemorySettings({ storeUrl }));
  return createCore({
    settings: settingsOf.get(dataDir)!,
    secretBox: plainBox,
    filePicker: { pick: async () => null },
    emit: (event, payload) => {
      if (event === 'catalog:index') onStatus(payload as IndexStatus);
      if (event === 'app:notice') onNotice();
    },
    openExternal: async () => undefined,
    dataDir,
    timeouts: { firstIndexWalk: WALK_DELAY_MS },
  });
}

interface Walked {
  core: Core;
  status: IndexStatus | null;
  walkMs: number;
  /** RSS growth, MB: the peak while walking, and 2 s after the walk. */
  during: number;
  settled: number;
  notices: number;
}

/** Logs the demo buyer in and waits for the first pass to end, sampling the process's RSS. */
async function firstWalk(storeUrl: string, coreDir: string): Promise<Walked> {
  let status: IndexStatus | null = null;
  let notices = 0;
  let ready: () => void = () => undefined;
  const walked = new Promise<void>((resolve) => (ready = resolve));
  const core = startCore(
    storeUrl,
    coreDir,
    (next) => {
      status = next;
      if ((next.state === 'ready' && !next.refreshing) || next.state === 'failed') ready();
    },
    () => void (notices += 1),
  );
  let peak = 0;
  const sampler = setInterval(() => void (peak = Math.max(peak, process.memoryUsage().rss)), SAMPLE_MS);
  // WALK_TRACE=1: the walk's progress and the process's memory every 5 s, to see where it goes.
  const tracer = process.env.WALK_TRACE
    ? setInterval(() => {
        // With --expose-gc the heap is read after a collection: what is live, not what is waiting to be collected.
        (globalThis as { gc?: () => void }).gc?.();
        const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
        const seen = status as IndexStatus | null;
        console.log(`    ${seen?.done ?? 0} pages, ${seen?.products ?? 0} products: rss ${(rss / 1e6).toFixed(0)} MB, heap ${(heapUsed / 1e6).toFixed(0)} of ${(heapTotal / 1e6).toFixed(0)} MB, external ${(external / 1e6).toFixed(0)} MB`);
      }, 5000)
    : undefined;
  try {
    const login = await core.handlers['auth:login']({ email: 'demo@wholesale.test', password: 'demo1234', is_remember: true });
    if (!login.ok) throw new Error(`bench login failed: ${login.error.message}`);
    const rssBefore = process.memoryUsage().rss;
    peak = rssBefore;
    if (process.env.WALK_TRACE) console.log(`    before the walk: rss ${(rssBefore / 1e6).toFixed(0)} MB, heap ${(process.memoryUsage().heapTotal / 1e6).toFixed(0)} MB`);
    const start = performance.now() + WALK_DELAY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      walked,
      new Promise((_, failed) => (timer = setTimeout(() => failed(new Error('the catalogue walk did not end in 30 minutes')), WALK_LIMIT_MS))),
    ]);
    clearTimeout(timer);
    const walkMs = performance.now() - start;
    peak = Math.max(peak, process.memoryUsage().rss);
    // After: once the walk's garbage has had a moment to be collected, as a buyer would carry on.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const settled = (process.memoryUsage().rss - rssBefore) / 1e6;
    return { core, status, walkMs, during: (peak - rssBefore) / 1e6, settled, notices };
  } finally {
    clearInterval(sampler);
    clearInterval(tracer);
  }
}

/** A new core on the same data folder: from its creation to the first suggestion answered from the kept catalogue. */
async function restartToSuggestion(storeUrl: string, coreDir: string): Promise<number> {
  const start = performance.now();
  const core = startCore(storeUrl, coreDir, () => undefined);
  try {
    for (;;) {
      const suggested = await core.handlers['catalog:suggest']({ q: 'hex', limit: 10 });
      if (suggested.ok && suggested.data.items.length > 0) return performance.now() - start;
      if (performance.now() - start > 10_000) throw new Error('no suggestion 10 s after the restart');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  } finally {
    core.dispose();
  }
}

export async function catalogueWalkRows(): Promise<BenchRow[]> {
  const storeDir = mkdtempSync(join(tmpdir(), 'bench-walk-store-'));
  const coreDir = mkdtempSync(join(tmpdir(), 'bench-walk-core-'));
  const seedStart = performance.now();
  const store = await startStore(storeDir, PRODUCTS);
  console.log(`    store up with ${PRODUCTS.toLocaleString('en-US')} products in ${ms(performance.now() - seedStart, 0)}`);
  try {
    const before = store.requests();
    const walk = await firstWalk(store.url, coreDir);
    const after = store.requests();
    const suggested = await walk.core.handlers['catalog:suggest']({ q: 'hex', limit: 10 });
    walk.core.dispose();
    if (!suggested.ok || suggested.data.items.length === 0) throw new Error('the walked catalogue suggested nothing for "hex"');
    const restart = await restartToSuggestion(store.url, coreDir);
    const kept = walk.status;
    const what = `${(kept?.products ?? 0).toLocaleString('en-US')} products / ${(kept?.variants ?? 0).toLocaleString('en-US')} variants`;
    const listed = after.productList - before.productList;
    return [
      { what: `(w) first full walk of the reference store, ${what}: first pass (unpaced) to catalogue ready`, figure: ms(walk.walkMs, 0), goal: 'report (100,000: <= 120 s quiet)', met: true },
      { what: `(w) requests to the store's product list during that walk (${(after.all - before.all).toLocaleString('en-US')} requests in all)`, figure: listed.toLocaleString('en-US'), goal: 'report', met: true },
      { what: '(w) core RSS growth during the walk (peak)', figure: `${walk.during.toFixed(0)} MB`, goal: '<= 100 MB', met: walk.during <= 100 },
      { what: '(w) core RSS growth after the walk (2 s later)', figure: `${walk.settled.toFixed(0)} MB`, goal: '<= 100 MB', met: walk.settled <= 100 },
      { what: `(w) restart to the first suggestion from the walked catalogue, ${what}`, figure: ms(restart, 1), goal: '<= 100 ms', met: restart <= 100 },
    ];
  } finally {
    store.stop();
    rmSync(coreDir, { recursive: true, force: true });
    rmSync(storeDir, { recursive: true, force: true });
  }
}

export async function hostileWalkRows(): Promise<BenchRow[]> {
  const storeDir = mkdtempSync(join(tmpdir(), 'bench-hostile-store-'));
  const coreDir = mkdtempSync(join(tmpdir(), 'bench-hostile-core-'));
  const store = await startStore(storeDir, 50);
  const hostile = await startChild([join(ROOT, 'bench/hostileStore.ts'), store.url]);
  try {
    const walk = await firstWalk(hostile.url, coreDir);
    walk.core.dispose();
    const kept = walk.status;
    const ended = kept?.state === 'ready' ? `ended by itself${walk.notices > 0 ? ', buyer told' : ''}` : `did not end (${kept?.state ?? 'no status'})`;
    const what = `${(kept?.products ?? 0).toLocaleString('en-US')} products kept in ${ms(walk.walkMs, 0)}, ${ended}`;
    return [
      { what: `(h) a store claiming 10^9 pages of fresh 4 KB products: ${what}`, figure: `${walk.during.toFixed(0)} MB`, goal: '<= 300 MB peak RSS growth', met: walk.during <= 300 && kept?.state === 'ready' },
    ];
  } finally {
    hostile.child.kill();
    store.stop();
    rmSync(coreDir, { recursive: true, force: true });
    rmSync(storeDir, { recursive: true, force: true });
  }
}
