import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuyerSession } from '../../../electron/core/buyer/buyer-session';
import { orderLedger } from '../../../electron/core/ledger/ledger';
import { buyerFile, CORRUPT_NOTICE, openBuyerDatabase } from '../../../electron/core/local-data/buyer-database';

/**
 * Never lost: an order only this computer has (queued and not sent, or sent with no answer) stays
 * through eviction by other buyers, and a database set aside keeps every earlier copy and says
 * which orders it held.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ledger-kept-'));
  dirs.push(dir);
  return dir;
};

const origin = 'https://shop.example.com';
const buyer = { origin, email: 'ann@example.com' };
const QUEUED = {
  lines: [{ variant_id: 11, sku: 'FAS-1', name: 'Hex bolt', quantity: 12, unit_price: 4.5, item_subtotal: 54 }],
  billing_address: { id: 1, label: 'HQ' },
  remark: 'PO-77',
  currency: 'MYR',
  total_price: 54,
};

function session(dataDir: string) {
  const notices: string[] = [];
  const buyers = createBuyerSession({ holder: { onSessionChange: () => () => undefined }, emit: (event, payload) => void (event === 'app:notice' && notices.push((payload as { message: string }).message)), dataDir });
  return { buyers, notices };
}

describe('the order ledger is never lost', () => {
  it('keeps a waiting order and an unknown intent while 55 other buyers sign in, and drops only what the store gives back', () => {
    const dataDir = folder();
    const { buyers } = session(dataDir);
    buyers.loggedIn(buyer);
    const ledger = orderLedger(buyers.database()!);
    const waiting = ledger.queue(QUEUED, new Date('2026-12-01T09:30:00Z'));
    const unknown = ledger.sending(null, 'cart-1', [{ id: 12, quantity: 3 }], Date.now());
    buyers.database()!.prepare("INSERT INTO answers (key, body, seen_at, used_at, bytes) VALUES ('k', '{}', 'x', 0, 2)").run();

    for (let n = 0; n < 55; n += 1) {
      buyers.loggedIn({ origin, email: `other-${n}@example.com` });
      buyers.database();
    }
    const files = readdirSync(join(dataDir, 'buyers')).filter((name) => name.endsWith('.sqlite'));
    expect(files.length).toBeLessThanOrEqual(51);
    expect(files).toContain(buyerFile(dataDir, buyer).split('/').pop());

    buyers.loggedIn(buyer);
    const kept = orderLedger(buyers.database()!);
    expect(kept.held().map((i) => [i.id, i.state])).toEqual([[waiting.id, 'waiting'], [unknown.id, 'unknown']]);
    // The offline pages came back from the store anyway: they went to make room.
    expect(buyers.database()!.prepare('SELECT COUNT(*) AS n FROM answers').get()).toEqual({ n: 0 });
    buyers.dispose();
  });

  it('sets a damaged database aside beside the earlier copies, never over them, and names the orders it held', () => {
    const dataDir = folder();
    const file = buyerFile(dataDir, buyer);
    const notices: string[] = [];
    const first = openBuyerDatabase(dataDir, buyer, (m) => notices.push(m));
    orderLedger(first).queue(QUEUED, new Date('2026-12-01T09:30:00Z'));
    first.pragma('wal_checkpoint(TRUNCATE)');
    first.close();
    // A newer version of the app wrote it: it is set aside, whole.
    const db = openBuyerDatabase(dataDir, buyer, () => undefined);
    db.pragma('user_version = 999');
    db.close();

    openBuyerDatabase(dataDir, buyer, (m) => notices.push(m)).close();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(CORRUPT_NOTICE());
    expect(notices[0]).toContain('MYR 54.00');
    expect(notices[0]).toContain('PO-77');

    // Damaged the second time: the first copy stays as it was.
    writeFileSync(file, 'not a database');
    openBuyerDatabase(dataDir, buyer, (m) => notices.push(m)).close();
    const aside = readdirSync(join(dataDir, 'buyers')).filter((name) => /\.sqlite\.corrupt(\.\d+)?$/.test(name)).sort();
    expect(aside).toHaveLength(2);
    expect(notices[1]).toBe(CORRUPT_NOTICE());
  });
});
