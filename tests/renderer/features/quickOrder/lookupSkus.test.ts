import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../../../contract/bridge';
import type { Channel } from '../../../../contract/contract';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { SKU_SPELLINGS } from '../../../fixtures/skuSpellings';
import { initialRows, rowsReducer } from '../../../../renderer/src/features/quickOrder/rows';

const entry = (sku: string): IndexEntry =>
  ({ product: { id: 1, handle: 'p', title: 'P', currency: 'MYR', featured_img: null, inventory_management: 'none', restriction_text: null }, variant: { sku } }) as unknown as IndexEntry;

/** The store's SKU a text names, read from the shared list itself rather than computed. */
const storeSkuOf = (text: string) => SKU_SPELLINGS.find((group) => group.store === text || group.typed.some((typed) => typed.trim() === text))?.store;

const asked: string[][] = [];

beforeEach(() => {
  vi.resetModules();
  asked.length = 0;
  const invoke = async (channel: Channel, input: unknown) => {
    if (channel !== 'catalog:findSkus') return { ok: false, error: { kind: 'refused', message: channel } };
    const { skus } = input as { skus: string[] };
    asked.push(skus);
    return { ok: true, data: { items: skus.map((sku) => ({ sku, entry: storeSkuOf(sku) ? entry(storeSkuOf(sku)!) : null })) } };
  };
  vi.stubGlobal('window', { storefront: createBridge(invoke, () => () => undefined) });
});
afterEach(() => vi.unstubAllGlobals());

describe('quick-order SKU lookups', () => {
  it('asks once for every spelling of one SKU, puts them on one row and finds it as the store spells it', async () => {
    const { lookupSkus } = await import('../../../../renderer/src/features/quickOrder/lookupSkus');
    const texts = SKU_SPELLINGS.flatMap((group) => group.typed);
    let state = rowsReducer(initialRows(), { type: 'add', lines: texts.map((sku) => ({ sku, quantity: '1' })) });

    const answer = await lookupSkus(texts);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.map(storeSkuOf)).toEqual(SKU_SPELLINGS.map((group) => group.store));
    if (!answer.ok) throw new Error(answer.message);
    state = rowsReducer(state, { type: 'found', results: answer.answers });

    const typedRows = state.rows.filter((row) => row.text !== '');
    expect(typedRows.map((row) => [row.text, row.quantity, row.lookup.state === 'found' ? row.lookup.entry.variant.sku : row.lookup.state])).toEqual(
      SKU_SPELLINGS.map((group) => [group.typed[0], String(group.typed.length), group.store]),
    );
  });
});
