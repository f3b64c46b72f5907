import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_LIST_MESSAGES } from '../../electron/core/order-lists/order-lists';
import { buyerMachine as machine, closeBuyerMachines } from './support/buyer-machine';
import { DEMO, OTHER } from './support/storefront';

/**
 * Saved order lists: kept in the buyer's own database through restarts, never shown to another
 * buyer, forgotten with the buyer, and a change that does not fit changes nothing.
 */
afterEach(closeBuyerMachines);

const LINES = [
  { variant_id: 11, sku: 'FAS-1', name: 'Hex bolt / M6', quantity: 12, unit_price: 4.5 },
  { variant_id: 12, sku: 'FAS-2', name: 'Hex bolt / M8', quantity: 6, unit_price: 5.25 },
];

describe('order lists', () => {
  it('are kept through a restart for their buyer only, and forgotten with the buyer', async () => {
    const { start } = await machine();
    const first = start();
    await first['auth:login']({ ...DEMO, is_remember: true });
    const made = await first['lists:create']({ name: 'Weekly bolts', currency: 'MYR', lines: LINES });
    expect(made.ok && made.data).toMatchObject({ name: 'Weekly bolts', lines: LINES });

    const again = start();
    await again['shop:global']({});
    const kept = await again['lists:list']({});
    expect(kept.ok && kept.data.lists.map((l) => [l.name, l.lines])).toEqual([['Weekly bolts', LINES]]);

    await again['auth:logout']({});
    expect(await again['lists:list']({})).toEqual({ ok: true, data: { lists: [] } });
    expect(await again['lists:create']({ name: 'x', currency: 'MYR', lines: [] })).toMatchObject({ ok: false, error: { kind: 'unauthenticated', message: ORDER_LIST_MESSAGES.noBuyer } });
    await again['auth:login']({ ...OTHER, is_remember: false });
    expect(await again['lists:list']({})).toEqual({ ok: true, data: { lists: [] } });
    await again['auth:logout']({});

    await again['auth:login']({ ...DEMO, is_remember: false });
    expect(await again['settings:forgetCustomer']({})).toMatchObject({ ok: true });
    await again['auth:login']({ ...DEMO, is_remember: false });
    expect(await again['lists:list']({})).toEqual({ ok: true, data: { lists: [] } });
  });

  it('are renamed, reordered, edited and deleted; a list that is gone is said so', async () => {
    const { start } = await machine();
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: false });
    const made = await h['lists:create']({ name: 'Weekly', currency: 'MYR', lines: LINES });
    if (!made.ok) throw new Error(made.error.message);
    const [a, b] = LINES as [(typeof LINES)[0], (typeof LINES)[0]];
    const edited = await h['lists:update']({ id: made.data.id, name: 'Monday', lines: [{ ...b, quantity: 18 }, a] });
    expect(edited.ok && [edited.data.name, edited.data.lines.map((l) => [l.sku, l.quantity])]).toEqual(['Monday', [['FAS-2', 18], ['FAS-1', 12]]]);
    expect(await h['lists:delete']({ id: made.data.id })).toEqual({ ok: true, data: { success: true } });
    expect(await h['lists:update']({ id: made.data.id, name: 'Again' })).toMatchObject({ ok: false, error: { kind: 'not_found', message: ORDER_LIST_MESSAGES.gone } });
    expect(await h['lists:list']({})).toEqual({ ok: true, data: { lists: [] } });
  });

  it('a list made or imported under a name the buyer already has gets a name of its own', async () => {
    const { start } = await machine();
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: false });
    const names: string[] = [];
    for (const name of ['Weekly', 'weekly', 'Weekly', 'W'.repeat(120), 'W'.repeat(120)]) {
      const made = await h['lists:create']({ name, currency: 'MYR', lines: LINES });
      if (!made.ok) throw new Error(made.error.message);
      names.push(made.data.name);
    }
    expect(names).toEqual(['Weekly', 'weekly (2)', 'Weekly (3)', 'W'.repeat(120), `${'W'.repeat(116)} (2)`]);
  });
});
