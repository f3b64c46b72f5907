/**
 * (f) The first full walk of the reference store's catalogue by the real core, into the buyer's
 * database: the store runs in a process of its own (seeded with CATALOGUE_BENCH_PRODUCTS
 * products, default 5,000), so the memory measured is the core's alone, and counts the requests
 * it is sent from its request log. The demo buyer logs in; the walk starts WALK_DELAY_MS later
 * (the core's modules are loaded and the login's memory is in the baseline by then) and is timed
 * until the catalogue is ready. Only the first pass is measured, which reads as fast as the store
 * answers: later passes are paced in the background (at most 2 requests a second).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createCore, createMemorySettings, type SecretBox } from '../electron/core/index';
import type { IndexStatus } from '../preload/schemas/quickOrder';
import type { BenchRow } from './journeyRows';
import { ms } from './stats';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const PRODUCTS = Number(process.env.CATALOGUE_BENCH_PRODUCTS ?? 5000);
const PRODUCT_LIST = '/_api/ws/products';
/** A 100,000-product walk takes minutes: the bench gives up well past that. */
const WALK_LIMIT_MS = 30 * 60_000;
const SAMPLE_MS = 50;
/** The first walk's wait after the login (the app's own is 3 s, for the first screens). */
const WALK_DELAY_MS = 1000;

const plainBox: SecretBox = { isAvailable: () => false, encrypt: (s) => s, decrypt: (s) => s };

interface Store {
  url: string;
  /** Requests the store has been sent so far: all, and to its product list. */
  requests: () => { all: number; productList: number };
  stop: () => void;
}

/** The reference store in a child process, its request log read line by line (pino's JSON). */
function startStore(dataDir: string): Promise<Store> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'server/cli.ts'), '--port', '0', '--data', dataDir, '--reset', '--products', String(PRODUCTS)],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let all = 0;
  let productList = 0;
  return new Promise((done, failed) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) {
        done({ url: listening[1]!, requests: () => ({ all, productList }), stop: () => void child.kill() });
        return;
      }
      if (!line.includes('"incoming request"')) return;
      all += 1;
      if (line.includes(`"url":"${PRODUCT_LIST}`)) productList += 1;
    });
    child.once('exit', (code) => failed(new Error(`the reference store stopped before it listened (exit ${code})`)));
  });
}

export async function catalogueWalkRows(): Promise<BenchRow[]> {
  const storeDir = mkdtempSync(join(tmpdir(), 'bench-walk-store-'));
  const coreDir = mkdtempSync(join(tmpdir(), 'bench-walk-core-'));
  const seedStart = performance.now();
  const store = await startStore(storeDir);
  console.log(`    store up with ${PRODUCTS.toLocaleString('en-US')} products in ${ms(performance.now() - seedStart, 0)}`);
  let status: IndexStatus | null = null;
  let ready: () => void = () => undefined;
  const walked = new Promise<void>((resolve) => (ready = resolve));
  const core = createCore({
    settings: createMemorySettings({ storeUrl: store.url }),
    secretBox: plainBox,
    filePicker: { pick: async () => null },
    emit: (event, payload) => {
      if (event !== 'catalog:index') return;
      status = payload as IndexStatus;
      if (status.state === 'ready' && !status.refreshing) ready();
    },
    openExternal: async () => undefined,
    dataDir: coreDir,
    timeouts: { firstIndexWalk: WALK_DELAY_MS },
  });
  let peak = 0;
  const sampler = setInterval(() => void (peak = Math.max(peak, process.memoryUsage().rss)), SAMPLE_MS);
  try {
    const login = await core.handlers['auth:login']({ email: 'demo@wholesale.test', password: 'demo1234', is_remember: false });
    if (!login.ok) throw new Error(`bench login failed: ${login.error.message}`);
    const before = store.requests();
    const rssBefore = process.memoryUsage().rss;
    peak = rssBefore;
    const start = performance.now() + WALK_DELAY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      walked,
      new Promise((_, failed) => (timer = setTimeout(() => failed(new Error('the catalogue walk did not finish in 30 minutes')), WALK_LIMIT_MS))),
    ]);
    clearTimeout(timer);
    const walkMs = performance.now() - start;
    const after = store.requests();
    peak = Math.max(peak, process.memoryUsage().rss);
    const during = (peak - rssBefore) / 1e6;
    // After: once the walk's garbage has had a moment to be collected, as a buyer would carry on.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const settled = (process.memoryUsage().rss - rssBefore) / 1e6;
    const suggested = await core.handlers['catalog:suggest']({ q: 'hex', limit: 10 });
    if (!suggested.ok || suggested.data.items.length === 0) throw new Error('the walked catalogue suggested nothing for "hex"');
    const kept = status as IndexStatus | null;
    const what = `${(kept?.products ?? 0).toLocaleString('en-US')} products / ${(kept?.variants ?? 0).toLocaleString('en-US')} variants`;
    const listed = after.productList - before.productList;
    return [
      { what: `(f) first full walk of the reference store, ${what}: first pass (unpaced) to catalogue ready`, figure: ms(walkMs, 0), goal: 'report', met: true },
      { what: `(f) requests to the store's product list during that walk (${(after.all - before.all).toLocaleString('en-US')} requests in all)`, figure: listed.toLocaleString('en-US'), goal: 'report', met: true },
      { what: '(f) core RSS growth during the walk (peak)', figure: `${during.toFixed(0)} MB`, goal: '<= 100 MB', met: during <= 100 },
      { what: '(f) core RSS growth after the walk (2 s later)', figure: `${settled.toFixed(0)} MB`, goal: '<= 100 MB', met: settled <= 100 },
    ];
  } finally {
    clearInterval(sampler);
    core.dispose();
    store.stop();
    rmSync(coreDir, { recursive: true, force: true });
    rmSync(storeDir, { recursive: true, force: true });
  }
}
