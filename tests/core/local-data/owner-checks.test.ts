import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuyerSession } from '../../../electron/core/buyer/buyer-session';
import { ownerHash } from '../../../electron/core/customer-files';
import type { Handler, Handlers } from '../../../electron/core/deps';
import { draftFilePath, takeDraftFile } from '../../../electron/core/local-data/earlier-files/drafts';
import { buyerFile, CORRUPT_NOTICE } from '../../../electron/core/local-data/buyer-database';
import { answerPath, takeOldAnswers } from '../../../electron/core/local-data/earlier-files/offline-answers';
import { createLastSeenCache } from '../../../electron/core/offline/last-seen-cache';
import { createOfflineReads } from '../../../electron/core/offline/serve-offline';
import { contract } from '../../../contract/contract';
import { fail, ok, type Result } from '../../../contract/result';
import { writeOldAnswer } from '../support/old-offline-files';

/**
 * Whose saved answers are whose: a file of another buyer's put under this buyer's name (copied by
 * hand, or by someone at a shared counter) must answer nothing of theirs when the store is away.
 */
const STORE = 'http://store.test';
const ALICE = { origin: STORE, email: 'alice@buyer.test' };
const BOB = { origin: STORE, email: 'bob@buyer.test' };
const CART_KEY = 'cart:retrieve {"cart_token":"c1"}';

const cartOf = (total: number) =>
  contract['cart:retrieve'].output.parse({
    cart: { cart_token: 'c1', currency: 'MYR', order_item: [], inventory_warning: [], item_warning: [], billing_addresses: [], subtotal_price: total, total_price: total, total_line_items_price: total },
    notice: null,
  });

const cleanup: (() => void)[] = [];
afterEach(() => cleanup.splice(0).forEach((done) => done()));

/** The offline reads over a data folder: a store whose cart the test sets or cuts off, and the notices the buyer saw. */
function counter(dataDir: string) {
  const listeners = new Set<() => void>();
  const holder = { onSessionChange: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)) };
  const notices: string[] = [];
  const emit = ((event: string, payload: unknown) => {
    if (event === 'app:notice') notices.push((payload as { message: string }).message);
  }) as Parameters<typeof createOfflineReads>[2];
  const buyers = createBuyerSession({ holder, emit, dataDir });
  const cache = createLastSeenCache({ buyers, dataDir, maxMB: () => 200, notice: (message) => notices.push(message) });
  const reads = createOfflineReads(buyers, cache, emit, () => true);
  const mine = [() => reads.dispose(), () => buyers.dispose()];
  cleanup.unshift(() => mine.splice(0).forEach((done) => done()));
  const store = { cart: ok(cartOf(10)) as Result<ReturnType<typeof cartOf>> };
  const never = (async () => fail({ kind: 'server', message: 'unused' })) as Handler<never>;
  const inner = { 'catalog:products': never, 'catalog:product': never, 'account:get': never, 'orders:get': never, 'cart:retrieve': async () => store.cart };
  const handlers = reads.observe(inner as unknown as Pick<Handlers, 'catalog:products' | 'catalog:product' | 'cart:retrieve' | 'account:get' | 'orders:get'>);
  return {
    notices,
    login(who: typeof ALICE) {
      listeners.forEach((l) => l());
      buyers.loggedIn(who);
    },
    logout: () => listeners.forEach((l) => l()),
    cart: () => handlers['cart:retrieve']({ cart_token: 'c1' }),
    storeAnswers: (total: number) => void (store.cart = ok(cartOf(total))),
    cutOff: () => void (store.cart = fail({ kind: 'network', message: 'Cannot reach the store.' })),
    settled: () => cache.settled(),
    quit: () => mine.splice(0).forEach((done) => done()),
  };
}

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'owner-checks-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

describe("another buyer's data under this buyer's name", () => {
  it("a database copied under this buyer's name answers nothing of its owner's offline, and the buyer is told", async () => {
    const dataDir = tempDir();
    const first = counter(dataDir);
    first.login(BOB);
    first.storeAnswers(8);
    expect(await first.cart()).toEqual(ok(cartOf(8)));
    await first.settled();
    first.logout();
    first.quit();
    copyFileSync(buyerFile(dataDir, BOB), buyerFile(dataDir, ALICE));

    const next = counter(dataDir);
    next.cutOff();
    next.login(ALICE);
    expect((await next.cart()).ok).toBe(false);
    expect(next.notices).toEqual([CORRUPT_NOTICE()]);
    // Bob's own copy still answers for Bob.
    next.login(BOB);
    expect(await next.cart()).toEqual(ok(cartOf(8)));
  });

  it("an earlier version's answer file of another buyer's, copied under this buyer's name, is not taken in", async () => {
    const dataDir = tempDir();
    const bobs = await writeOldAnswer(dataDir, BOB, CART_KEY, cartOf(8));
    copyFileSync(bobs, answerPath(dataDir, ALICE, CART_KEY));
    expect(takeOldAnswers(dataDir, ALICE)).toEqual([]);

    const desk = counter(dataDir);
    desk.cutOff();
    desk.login(ALICE);
    expect((await desk.cart()).ok).toBe(false);
    expect(existsSync(bobs)).toBe(true); // Bob's own file waits for Bob
  });

  it("an earlier version's answer file of this buyer's, copied under another read's name, is not taken in", async () => {
    const dataDir = tempDir();
    const orders = await writeOldAnswer(dataDir, ALICE, 'orders:get {}', cartOf(9));
    copyFileSync(orders, answerPath(dataDir, ALICE, CART_KEY));
    expect(takeOldAnswers(dataDir, ALICE).map((answer) => answer.key)).toEqual(['orders:get {}']);
  });

  it("an earlier version's drafts file of another buyer's, copied under this buyer's name, offers none of their drafts", () => {
    const dataDir = tempDir();
    const drafts = [{ scope: 'cart:main', entries: [{ variant_id: 7, quantity: 3, base: null }], saved_at: '2026-11-20T10:00:00.000Z' }];
    const path = draftFilePath(dataDir, ALICE);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify({ version: 1, owner: ownerHash(BOB, 'drafts'), drafts }));
    expect(takeDraftFile(dataDir, ALICE)).toEqual([]);
    // The same file with Alice's own stamp is hers.
    writeFileSync(path, JSON.stringify({ version: 1, owner: ownerHash(ALICE, 'drafts'), drafts }));
    expect(takeDraftFile(dataDir, ALICE)).toEqual(drafts);
  });
});
