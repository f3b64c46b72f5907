import { describe, expect, it } from 'vitest';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { initialRows, rowsReducer, type RowsState } from '../../../../renderer/src/features/quickOrder/rows';

const entry = (sku: string): IndexEntry =>
  ({ product: { id: 1, handle: 'p', title: 'P', currency: 'MYR', featured_img: null, inventory_management: 'none', restriction_text: null }, variant: { sku } }) as unknown as IndexEntry;

const texts = (state: RowsState) => state.rows.map((row) => [row.text, row.quantity, row.lookup.state]);

describe('rowsReducer', () => {
  it('always keeps one blank row at the end to type into', () => {
    let state = initialRows();
    state = rowsReducer(state, { type: 'text', key: 0, text: 'A-1' });
    expect(texts(state)).toEqual([
      ['A-1', '', 'none'],
      ['', '', 'none'],
    ]);
    state = rowsReducer(state, { type: 'quantity', key: state.rows[1]!.key, quantity: '6' });
    expect(state.rows).toHaveLength(3);
  });

  it('adds pasted lines above the blank row, checking, and fills in what the lookup found', () => {
    let state = rowsReducer(initialRows(), { type: 'add', lines: [{ sku: 'a-1', quantity: '6' }, { sku: 'NOPE', quantity: '1' }] });
    expect(texts(state)).toEqual([
      ['a-1', '6', 'checking'],
      ['NOPE', '1', 'checking'],
      ['', '', 'none'],
    ]);
    state = rowsReducer(state, { type: 'found', results: new Map([['A-1', entry('A-1')], ['NOPE', null]]) });
    expect(texts(state)).toEqual([
      ['a-1', '6', 'found'],
      ['NOPE', '1', 'missing'],
      ['', '', 'none'],
    ]);
  });

  it('forgets the lookup when the SKU text changes, and takes the SKU of a chosen suggestion', () => {
    let state = rowsReducer(initialRows(), { type: 'choose', key: 0, entry: entry('B-2') });
    expect(texts(state)[0]).toEqual(['B-2', '', 'found']);
    state = rowsReducer(state, { type: 'text', key: 0, text: 'B-' });
    expect(texts(state)[0]).toEqual(['B-', '', 'none']);
  });

  it('leaves untouched rows (and the state) as they were', () => {
    const state = rowsReducer(initialRows(), { type: 'add', lines: [{ sku: 'A', quantity: '1' }, { sku: 'B', quantity: '1' }] });
    const next = rowsReducer(state, { type: 'quantity', key: state.rows[0]!.key, quantity: '2' });
    expect(next.rows[1]).toBe(state.rows[1]);
    expect(rowsReducer(next, { type: 'quantity', key: state.rows[0]!.key, quantity: '2' })).toBe(next);
  });

  it('keeps the blank row the buyer may be typing in as the same row when lines are added above it', () => {
    const start = initialRows();
    const state = rowsReducer(start, { type: 'add', lines: [{ sku: 'A', quantity: '1' }] });
    expect(state.rows.at(-1)).toBe(start.rows[0]);
  });

  it('puts a SKU pasted twice, or already on a row, on one row with the quantities added', () => {
    let state = rowsReducer(initialRows(), { type: 'add', lines: [{ sku: 'A-1', quantity: '6' }, { sku: 'B', quantity: '1' }, { sku: ' a-1 ', quantity: '12' }] });
    expect(texts(state).map(([sku, quantity]) => [sku, quantity])).toEqual([['A-1', '18'], ['B', '1'], ['', '']]);
    state = rowsReducer(state, { type: 'add', lines: [{ sku: 'b', quantity: '2' }, { sku: 'A-1', quantity: 'six' }] });
    // A quantity that is not a number stays its own row, to be fixed there.
    expect(texts(state).map(([sku, quantity]) => [sku, quantity])).toEqual([['A-1', '18'], ['B', '3'], ['A-1', 'six'], ['', '']]);
  });

  it('removes rows and puts failed lookups back to be asked again', () => {
    let state = rowsReducer(initialRows(), { type: 'add', lines: [{ sku: 'A', quantity: '1' }, { sku: 'B', quantity: '1' }] });
    state = rowsReducer(state, { type: 'unchecked', skus: ['B'] });
    expect(texts(state)[1]).toEqual(['B', '1', 'none']);
    state = rowsReducer(state, { type: 'remove', keys: [state.rows[0]!.key, state.rows[1]!.key] });
    expect(texts(state)).toEqual([['', '', 'none']]);
  });
});

describe('rowsReducer lookups', () => {
  it('does not send a chosen row back to checking', () => {
    let state = rowsReducer(initialRows(), { type: 'choose', key: 0, entry: entry('B-2') });
    state = rowsReducer(state, { type: 'checking', keys: [0] });
    expect(state.rows[0]!.lookup.state).toBe('found');
  });
});
