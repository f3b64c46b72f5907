/**
 * All-day use in the end-to-end harness (production renderer build, real core, real Chromium, the
 * reference store): a buyer goes round the screens of a working day, compressed — product list,
 * a product page, add to cart and the cart, the order list, an order, quick order with a few
 * keystrokes, back to the list — SOAK_ROUNDS times (60 unless set). Every SOAK_EVERY rounds (6),
 * with the store quiet, the page's memory is read after a forced garbage collection through the
 * DevTools protocol: JS heap, DOM nodes (detached ones included), event listeners, documents.
 *
 * The products and orders opened rotate over the list's first page, so whatever the renderer
 * keeps of them (screen caches, prefetches) fills during the first half of the run; over the
 * second half a renderer that forgets what it no longer shows holds still. A screen kept alive by
 * a listener or a cache without bound grows there instead, round after round.
 */
import type { CDPSession } from '@playwright/test';
import { closeWorkerBrowser, launchApp, type App } from '../tests/e2e/harness';
import type { RunningStorefront } from '../server/index';
import type { BenchRow } from './journeyRows';

export interface SoakSample {
  round: number;
  heapBytes: number;
  nodes: number;
  listeners: number;
  documents: number;
}

export interface SoakFigures {
  rounds: number;
  seconds: number;
  samples: SoakSample[];
}

const DEMO = { email: 'demo@wholesale.test', password: 'demo1234' };
const MB = 1024 * 1024;

/**
 * The page's memory once everything it no longer holds is collected. Read on the settings screen:
 * it shows nothing of the store's, while every product picture on screen is a document of its own
 * in Chromium (an SVG image has its own document, frame and nodes), and how many of them the list
 * has loaded varies from one visit to the next (they load lazily) — counting them would measure
 * pictures, not leaks. Two collections: what a finalizer lets go of is only freed by the second.
 */
async function readMemory(app: App, cdp: CDPSession, round: number): Promise<SoakSample> {
  const page = app.page;
  await app.goto('/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  // Toasts leave after 3 s; a sample taken while one shows would count it.
  await page.waitForFunction(() => (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector('.toast') === null, undefined, { timeout: 10_000 });
  await page.waitForLoadState('networkidle');
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(100);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string): number => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return { round, heapBytes: heap.usedSize, nodes: metric('Nodes'), listeners: metric('JSEventListeners'), documents: metric('Documents') };
}

async function toList(app: App): Promise<void> {
  await app.goto('/');
  await app.page.locator('.product-card:not(.product-card--skeleton)').first().waitFor();
}

/** The store's first stocked variant, given stock for the whole run: every round adds it again. */
function stockedVariant(store: RunningStorefront) {
  const variant = store.control.firstVariantWith({ tracked: true, minStock: 100, available: true, increment: 1 });
  if (!variant) throw new Error('no stocked variant in the seed');
  store.control.setVariant(variant.id, { inventory_quantity: 1_000_000, is_preorder: false });
  return variant;
}

/** One compressed round of the buyer's day; `round` picks which product and order are opened. */
async function oneRound(app: App, round: number, variant: { sku: string; product_handle: string }): Promise<void> {
  const page = app.page;
  await toList(app);
  const cards = page.locator('.product-card__link');
  await cards.nth(round % (await cards.count())).click();
  await page.locator('.product-screen input').first().waitFor();

  await app.goto(`/products/${variant.product_handle}`);
  const row = page.getByRole('row').filter({ hasText: variant.sku });
  await row.getByRole('textbox', { name: /^Quantity of/ }).fill('5'); // over the demo store's minimum purchase
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.toast', { hasText: 'Added to cart.' }).first().waitFor();
  await page.getByTestId('header-cart').click();
  await page.locator('.cart-row', { hasText: variant.sku }).first().waitFor();

  await app.goto('/order');
  const orders = page.locator('table a[href*="/order/"]');
  await orders.first().waitFor();
  await orders.nth(round % (await orders.count())).click();
  await page.locator('h1', { hasText: 'Order ' }).waitFor();

  await app.goto('/quick-order');
  const sku = page.getByRole('combobox', { name: 'SKU or product' }).first();
  await sku.pressSequentially(variant.sku.slice(0, 5), { delay: 20 });
  await page.locator('[role="listbox"] [role="option"]').first().waitFor();
  await sku.fill(''); // the draft stays one empty row, as the buyer leaves it
}

async function indexReady(app: App): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    const status = await app.core.handlers['catalog:indexStatus']({});
    if (status.ok && status.data.state === 'ready' && !status.data.refreshing) return;
    await app.page.waitForTimeout(100);
  }
  throw new Error('the catalogue index was not ready 30 s after the login');
}

export async function measureSoak(rounds: number, every: number): Promise<SoakFigures> {
  // The production delays of the background work that follows a login (the harness shortens them for tests).
  const app = await launchApp({ path: '/login', viewport: { width: 1440, height: 900 }, timeouts: { firstOrderCheck: 3_000, firstIndexWalk: 3_000 } });
  const page = app.page;
  const started = performance.now();
  try {
    const variant = stockedVariant(app.store!);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('.product-card:not(.product-card--skeleton)').first().waitFor();
    await indexReady(app);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const samples: SoakSample[] = [];
    // Round 0 is the first round done, so the base line already has every screen's code loaded.
    for (let round = 1; round <= rounds; round += 1) {
      await oneRound(app, round, variant);
      if (round === 1 || round % every === 0 || round === rounds) {
        samples.push(await readMemory(app, cdp, round));
        const last = samples[samples.length - 1]!;
        console.log(`  round ${String(round).padStart(4)}: heap ${(last.heapBytes / MB).toFixed(2)} MB, ${last.nodes} nodes, ${last.listeners} listeners, ${last.documents} documents`);
      }
    }
    await cdp.detach();
    const errors = app.errors.filter((e) => !e.includes('Content Security Policy'));
    if (errors.length > 0) console.log(`  the page reported errors during the run: ${errors.slice(0, 5).join(' | ')}`);
    return { rounds, seconds: (performance.now() - started) / 1000, samples };
  } catch (error) {
    await page.screenshot({ path: 'test-results/soak-failure.png' }).catch(() => undefined);
    console.error('soak failed; app errors:', app.errors.filter((e) => !e.includes('Content Security Policy')));
    throw error;
  } finally {
    await app.close();
    await closeWorkerBrowser();
  }
}

/** The sample taken at or just after `round`. */
const sampleAt = (samples: readonly SoakSample[], round: number): SoakSample => samples.find((s) => s.round >= round) ?? samples[samples.length - 1]!;

/**
 * The heap's level up to `round`: its highest reading over the quarter of the run before it. After
 * a forced collection the heap still saw-tooths by up to ~0.8 MB: V8 drops the compiled code of
 * functions unused for a while and compiles it again as soon as they run, so one reading can land
 * at the bottom of a tooth. The level the heap keeps coming back to is its top; a leak lifts it.
 */
function heapLevel(samples: readonly SoakSample[], round: number, quarter: number): number {
  const window = samples.filter((s) => s.round <= round && s.round >= round - quarter);
  return Math.max(...window.map((s) => s.heapBytes));
}

/**
 * Heap growth allowed over the second half: 10 % of the heap at the half, at least 1 MB. The
 * level still creeps by a few hundred KB over a run as V8 fills its caches (compiled and
 * optimised code, inline caches, the string table) and levels off; a screen kept alive each
 * round (tens to hundreds of KB of fibers, DOM and data) passes 1 MB within a few dozen rounds.
 */
export const heapAllowance = (halfBytes: number): number => Math.max(MB, 0.1 * halfBytes);

/**
 * The settings screen read twice has a few nodes more or fewer (a caret, a status line the store's
 * answer changes); a leak keeps a screen's worth, hundreds of nodes, each round.
 */
export const NODE_NOISE = 20;

export async function soakRows(rounds: number, every: number): Promise<BenchRow[]> {
  const { samples, seconds } = await measureSoak(rounds, every);
  const half = sampleAt(samples, Math.floor(rounds / 2));
  const end = samples[samples.length - 1]!;
  const first = samples[0]!;
  const quarter = Math.max(every, Math.floor(rounds / 4));
  const halfHeap = heapLevel(samples, half.round, quarter);
  const endHeap = heapLevel(samples, end.round, quarter);
  const growth = endHeap - halfHeap;
  const allowed = heapAllowance(halfHeap);
  const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;
  const signed = (n: number, text: string) => `${n > 0 ? '+' : ''}${text}`;
  console.log(`  ${rounds} rounds in ${seconds.toFixed(0)} s; heap after round 1 ${mb(first.heapBytes)}, ${first.nodes} nodes, ${first.listeners} listeners`);
  return [
    { what: `(s) all-day soak: renderer heap after GC at the half (highest of rounds ${half.round - quarter}-${half.round})`, figure: mb(halfHeap), goal: '', met: true },
    { what: `(s) all-day soak: renderer heap after GC at the end (highest of rounds ${end.round - quarter}-${end.round})`, figure: mb(endHeap), goal: '', met: true },
    {
      what: `(s) all-day soak: heap growth over the second half (rounds ${half.round}-${end.round})`,
      figure: signed(growth, mb(growth)),
      goal: `<= ${mb(allowed)} (10 % of the half, >= 1 MB)`,
      met: growth <= allowed,
    },
    {
      what: `(s) all-day soak: DOM nodes growth over the second half (${half.nodes} -> ${end.nodes})`,
      figure: signed(end.nodes - half.nodes, String(end.nodes - half.nodes)),
      goal: `<= ${NODE_NOISE} (flat)`,
      met: end.nodes - half.nodes <= NODE_NOISE,
    },
    {
      what: `(s) all-day soak: event listeners growth over the second half (${half.listeners} -> ${end.listeners})`,
      figure: signed(end.listeners - half.listeners, String(end.listeners - half.listeners)),
      goal: '0',
      met: end.listeners - half.listeners <= 0,
    },
    {
      what: `(s) all-day soak: documents growth over the second half (${half.documents} -> ${end.documents})`,
      figure: signed(end.documents - half.documents, String(end.documents - half.documents)),
      goal: '0',
      met: end.documents - half.documents <= 0,
    },
  ];
}
