import type Database from 'better-sqlite3';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { PLACE_COMMIT_WINDOW_MS } from '../../../electron/core/handlers/place-order';
import { orderLedger } from '../../../electron/core/ledger/ledger';
import { placeIntent, type Placed } from '../../../electron/core/ledger/place-intent';
import { buyerFile, openBuyerDatabase } from '../../../electron/core/local-data/buyer-database';
import { evictLeastRecent } from '../../../electron/core/local-data/eviction';
import { LOCAL_DATA_BOUND } from '../../../electron/core/buyer/buyer-session';
import { simStore, type StoreAnswer } from './sim-store';

/**
 * Placed once, never lost, whatever happens: random sequences of Place order (a cart, or an order
 * queued offline), store delays of 0-20 s on a fake clock, answers lost, 5xx, refusals, crashes at
 * any step (a new core over the same data folder), eviction by 50+ other buyers and retries. After
 * each: the store made at most one order per intent, and every intent is placed, visibly waiting,
 * or visibly refused. `FC_RUNS` raises the runs (400 in one run is the goal; see testing.md).
 */
const RUNS = Number(process.env.FC_RUNS ?? 100);
const buyer = { origin: 'https://shop.example.com', email: 'ann@example.com' };
/** Each intent orders its own lines, so the store's orders say whose they are. */
const TARGETS = [
  { name: 'cart-a', items: [{ id: 101, quantity: 1 }] },
  { name: 'cart-b', items: [{ id: 102, quantity: 4 }] },
  { name: 'queued', items: [{ id: 201, quantity: 2 }] },
] as const;
const QUEUED = {
  lines: [{ variant_id: 201, sku: null, name: 'Bolt', quantity: 2, unit_price: 5, item_subtotal: 10 }],
  billing_address: { id: 1, label: 'HQ' },
  remark: 'PO-9',
  currency: 'MYR',
  total_price: 10,
};

type Step =
  | { do: 'place'; target: 0 | 1 | 2; delayMs: number; answer: StoreAnswer }
  | { do: 'wait'; ms: number }
  | { do: 'crash' }
  | { do: 'evict' }
  | { do: 'down'; value: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ do: fc.constant('place' as const), target: fc.constantFrom(0 as const, 1 as const, 2 as const), delayMs: fc.integer({ min: 0, max: 20_000 }), answer: fc.constantFrom<StoreAnswer>('answer', 'lost', 'error500_made', 'error500_unmade', 'refuse', 'unreachable') }) },
  // Mostly within a slow store's hold, sometimes past the commit window.
  { weight: 3, arbitrary: fc.record({ do: fc.constant('wait' as const), ms: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 12_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 150_000 }) }) }) },
  { weight: 3, arbitrary: fc.constant({ do: 'crash' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'evict' as const }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('down' as const), value: fc.boolean() }) },
);

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

const root = mkdtempSync(join(tmpdir(), 'ledger-property-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** Another buyer's database, copied for each of the 50+ others (eviction reads files, not owners). */
const template = (() => {
  const db = openBuyerDatabase(root, { origin: buyer.origin, email: 'template@example.com' }, () => undefined);
  db.close();
  return buyerFile(root, { origin: buyer.origin, email: 'template@example.com' });
})();

async function run(steps: Step[]): Promise<void> {
  const dataDir = mkdtempSync(join(root, 'run-'));
  const store = simStore();
  let db: Database.Database = openBuyerDatabase(dataDir, buyer, () => undefined);
  const queued = orderLedger(db).queue(QUEUED, new Date(store.clock.t));
  store.openCart('cart-a');
  store.openCart('cart-b');
  let queuedCarts = 0;
  const inFlight = new Set<number>();
  const answers = new Map<number, Placed>();
  let others = 0;

  const press = (target: 0 | 1 | 2, delayMs: number, answer: StoreAnswer) => {
    // A second press while one is out joins it (the handler's one request in flight per cart); a
    // buyer told "placed" has no such cart or queued order to press for any more.
    if (inFlight.has(target) || answers.get(target)?.ok) return;
    const cart = target === 2 ? `queued-cart-${(queuedCarts += 1)}` : TARGETS[target].name;
    if (target === 2) store.openCart(cart);
    inFlight.add(target);
    const placer = { ledger: orderLedger(db), look: store.look, rules: { commitWindowMs: PLACE_COMMIT_WINDOW_MS, waitMs: 0 }, clock: { now: () => store.clock.t, sleep: async () => undefined } };
    const items = [...TARGETS[target].items];
    void placeIntent(placer, { cartToken: cart, items, queuedId: target === 2 ? queued.id : null, cancelled: () => false, send: () => store.send(cart, items, delayMs, answer) })
      .then((placed) => {
        answers.set(target, placed);
        inFlight.delete(target);
      })
      .catch(() => inFlight.delete(target)); // the database closed under it: the app was gone
  };

  for (const s of steps) {
    if (s.do === 'place') press(s.target, s.delayMs, s.answer);
    if (s.do === 'wait') store.advance(s.ms);
    if (s.do === 'down') store.setDown(s.value);
    if (s.do === 'crash' || s.do === 'evict') {
      // The app is gone with whatever was out (a crash), or the buyer signed out for others to use it.
      store.crash();
      inFlight.clear();
      db.close();
      if (s.do === 'evict') {
        utimesSync(buyerFile(dataDir, buyer), new Date(0), new Date(0));
        mkdirSync(join(dataDir, 'buyers'), { recursive: true });
        for (let n = 0; n < LOCAL_DATA_BOUND.maxBuyers + 2; n += 1) copyFileSync(template, join(dataDir, 'buyers', `other-${(others += 1)}.sqlite`));
        evictLeastRecent(dataDir, join(dataDir, 'buyers', `other-${others}.sqlite`), LOCAL_DATA_BOUND);
      }
      db = openBuyerDatabase(dataDir, buyer, () => undefined);
    }
    await flush();
  }
  // Everything the store holds is done; the buyer looks once more at each intent.
  store.setDown(false);
  store.advance(300_000);
  await flush();

  const ledger = orderLedger(db);
  const records = ledger.list();
  TARGETS.forEach((target, index) => {
    const made = store.ordersOf([...target.items]);
    expect(made, `${target.name}: orders at the store`).toBeLessThanOrEqual(1);
    if (made === 1) return;
    // Not made: visibly waiting (in the ledger, not yet placed) or visibly refused (the buyer was told, or the ledger says so).
    const mine = records.filter((r) => JSON.stringify(r.order_items) === JSON.stringify(target.items));
    const waiting = mine.some((r) => r.state === 'waiting' || r.state === 'unknown');
    const told = answers.get(index);
    const refused = mine.some((r) => r.state === 'not_placed') || (told !== undefined && !told.ok);
    const neverPressed = index < 2 && told === undefined && mine.length === 0 && !steps.some((s) => s.do === 'place' && s.target === index);
    expect(waiting || refused || neverPressed, `${target.name}: not placed, and neither waiting nor refused`).toBe(true);
  });
  const queuedNow = ledger.get(queued.id);
  if (store.ordersOf([...TARGETS[2].items]) === 0) expect(queuedNow?.state, 'the queued order is still waiting or being checked').toMatch(/waiting|unknown/);
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

describe('the order ledger, whatever happens', () => {
  it(`places each intent at most once and loses none (${RUNS} sequences)`, { timeout: 600_000 }, async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), run), { numRuns: RUNS });
  });
});
