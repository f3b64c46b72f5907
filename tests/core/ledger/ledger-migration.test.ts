import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { orderLedger } from '../../../electron/core/ledger/ledger';
import { MIGRATIONS, migrate } from '../../../electron/core/local-data/migrations';

/** A database of the version before the ledger: its waiting orders and unsettled sends are all in the ledger after the move. */
describe('the move into the order ledger', () => {
  it('keeps every outbox order and unsettled send, the sent ones as unknown', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 11));
    const body = (remark: string) => JSON.stringify({
      lines: [{ variant_id: 11, sku: 'FAS-1', name: 'Bolt', quantity: 12, unit_price: 4.5, item_subtotal: 54 }],
      billing_address: { id: 1, label: 'HQ' }, remark, currency: 'MYR', total_price: 54,
    });
    db.prepare("INSERT INTO outbox (queued_at, state, cart_token, body) VALUES ('2026-12-01T09:00:00.000Z', 'waiting', NULL, ?)").run(body('PO-1'));
    db.prepare("INSERT INTO outbox (queued_at, state, cart_token, body) VALUES ('2026-12-01T10:00:00.000Z', 'sent', 'cart-9', ?)").run(body('PO-2'));
    db.prepare("INSERT INTO unsettled_place (cart_token, order_items, started_at, sent_at, ended_at) VALUES ('cart-3', ?, 1000, 2000, NULL)").run(JSON.stringify([{ id: 5, quantity: 2 }]));

    migrate(db);
    const ledger = orderLedger(db);
    expect(ledger.list().map((i) => [i.kind, i.state, i.cart_token, i.queued?.remark ?? null, i.order_items])).toEqual([
      ['queued', 'waiting', null, 'PO-1', [{ id: 11, quantity: 12 }]],
      ['queued', 'unknown', 'cart-9', 'PO-2', [{ id: 11, quantity: 12 }]],
      ['cart', 'unknown', 'cart-3', null, [{ id: 5, quantity: 2 }]],
    ]);
    expect(ledger.list()[1]!.sent_at).toBeGreaterThan(0);
    expect(ledger.unsettledFor('cart-3')).toMatchObject({ started_at: 1000, sent_at: 2000, ended_at: null });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name IN ('outbox', 'unsettled_place')").all()).toEqual([]);
  });
});
