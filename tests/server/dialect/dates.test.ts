import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStore } from '../support/store';
import { cancelledOrderToken, list, obj, ok, richOrderToken, startPair, type Obj, type StorePair } from './support';

/** Latitude 12: ISO with Z in default; no zone in lists and the shop's offset on the order page in alt. */
let pair: StorePair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.close());

describe('dates', () => {
  const stored = (store: TestStore, token: string) =>
    store.ctx.db.prepare<[string], { created_at: string }>('SELECT created_at FROM orders WHERE token = ?').get(token)?.created_at ?? '';

  it('order list: ISO with Z in default; UTC wall time without a zone in alt', async () => {
    const defOrders = list(obj(obj(ok(await pair.demoDef.get('/_api/account')))).orders) as Obj[];
    const altOrders = list(obj(ok(await pair.demoAlt.get('/_api/account'))).orders) as Obj[];
    for (const order of defOrders) expect(order.processed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const order of altOrders) {
      expect(order.processed_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const iso = stored(pair.alt, String(order.token));
      expect(order.processed_at).toBe(iso.slice(0, 19).replace('T', ' '));
    }
  });

  it('order page: ISO with Z in default; the shop zone with +08:00 in alt, fulfilment and cancellation dates too', async () => {
    const def = obj(obj(ok(await pair.demoDef.get(`/_api/orders/${richOrderToken(pair.def)}`))).order);
    const alt = ok(await pair.demoAlt.get(`/_api/orders/${richOrderToken(pair.alt)}`));
    expect(obj(def).created_at).toMatch(/Z$/);
    const altOrder = obj(alt);
    const iso = stored(pair.alt, String(altOrder.token));
    const local = new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 19);
    expect(altOrder.created_at).toBe(`${local}+08:00`);
    expect(Date.parse(String(altOrder.created_at))).toBe(Math.floor(Date.parse(iso) / 1000) * 1000);

    const fulfilled = list(altOrder.line_items).map((li) => obj(li).fulfillment).filter((f) => f !== null);
    expect(fulfilled.length).toBeGreaterThan(0);
    for (const f of fulfilled) expect(obj(f).created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);

    const cancelledOrder = obj(ok(await pair.demoAlt.get(`/_api/orders/${cancelledOrderToken(pair.alt)}`)));
    expect(cancelledOrder.cancelled_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  });
});
