import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { skuKey } from '../../../../contract/sku';
import type { QuickRow } from './rowCheck';

/**
 * The quick-order rows as a reducer. Every action keeps the identity of the rows it does not
 * touch, so memoised rows that did not change do not repaint (500 pasted rows stay fast). There
 * is always one blank row at the end to type into.
 */
export interface RowsState {
  rows: QuickRow[];
  nextKey: number;
}

export type RowsAction =
  | { type: 'text'; key: number; text: string }
  | { type: 'quantity'; key: number; quantity: string }
  | { type: 'choose'; key: number; entry: IndexEntry }
  | { type: 'checking'; keys: readonly number[] }
  | { type: 'found'; results: ReadonlyMap<string, IndexEntry | null> }
  /** The lookup failed: those rows are asked again later (on blur, or by Add all to cart). */
  | { type: 'unchecked'; skus: readonly string[] }
  | { type: 'add'; lines: readonly { sku: string; quantity: string }[] }
  | { type: 'remove'; keys: readonly number[] };

const blank = (key: number): QuickRow => ({ key, text: '', quantity: '', lookup: { state: 'none' } });

export function initialRows(): RowsState {
  return { rows: [blank(0)], nextKey: 1 };
}

function isBlank(row: QuickRow): boolean {
  return row.text.trim() === '' && row.quantity.trim() === '';
}

/** A quantity typed as a whole number, or null (empty, a fraction, words: the row's own check says what is wrong). */
function wholeQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Keeps exactly one blank row at the end. */
function withTrailingBlank(state: RowsState): RowsState {
  const last = state.rows[state.rows.length - 1];
  if (last && isBlank(last)) return state;
  return { rows: [...state.rows, blank(state.nextKey)], nextKey: state.nextKey + 1 };
}

function update(state: RowsState, key: number, change: (row: QuickRow) => QuickRow): RowsState {
  let changed = false;
  const rows = state.rows.map((row) => {
    if (row.key !== key) return row;
    const next = change(row);
    changed ||= next !== row;
    return next;
  });
  return changed ? withTrailingBlank({ ...state, rows }) : state;
}

export function rowsReducer(state: RowsState, action: RowsAction): RowsState {
  switch (action.type) {
    case 'text':
      // A new text is a new question: the earlier answer no longer applies.
      return update(state, action.key, (row) => (row.text === action.text ? row : { ...row, text: action.text, lookup: { state: 'none' } }));
    case 'quantity':
      return update(state, action.key, (row) => (row.quantity === action.quantity ? row : { ...row, quantity: action.quantity }));
    case 'choose':
      return update(state, action.key, (row) => ({ ...row, text: action.entry.variant.sku ?? row.text, lookup: { state: 'found', entry: action.entry } }));
    case 'checking': {
      // Only a row still unanswered: one chosen from the suggestions meanwhile keeps its entry.
      const keys = new Set(action.keys);
      const asked = (row: QuickRow) => keys.has(row.key) && row.lookup.state === 'none' && row.text.trim() !== '';
      return { ...state, rows: state.rows.map((row) => (asked(row) ? { ...row, lookup: { state: 'checking' } } : row)) };
    }
    case 'unchecked': {
      const skus = new Set(action.skus);
      const failed = (row: QuickRow) => row.lookup.state === 'checking' && skus.has(skuKey(row.text));
      return { ...state, rows: state.rows.map((row) => (failed(row) ? { ...row, lookup: { state: 'none' } } : row)) };
    }
    case 'found': {
      const rows = state.rows.map((row) => {
        if (row.lookup.state !== 'checking') return row;
        const answer = action.results.get(skuKey(row.text));
        if (answer === undefined) return row;
        return { ...row, lookup: answer ? { state: 'found' as const, entry: answer } : { state: 'missing' as const } };
      });
      return { ...state, rows };
    }
    case 'add': {
      // New lines go above the blank row, checking until their SKUs are looked up. A SKU already on
      // a row (or twice in what is pasted) adds its quantity to that row: one line per SKU, as the
      // cart will have it. A quantity that is not a whole number stays its own row, to be fixed.
      const trailing = state.rows.at(-1);
      const rows = state.rows.filter((row) => !isBlank(row));
      const rowOfSku = new Map<string, number>();
      rows.forEach((row, at) => {
        if (wholeQuantity(row.quantity) !== null && skuKey(row.text)) rowOfSku.set(skuKey(row.text), at);
      });
      let nextKey = state.nextKey;
      for (const line of action.lines) {
        const sku = skuKey(line.sku);
        const quantity = wholeQuantity(line.quantity);
        const at = sku && quantity !== null ? rowOfSku.get(sku) : undefined;
        if (at !== undefined && quantity !== null) {
          const row = rows[at]!;
          rows[at] = { ...row, quantity: String(wholeQuantity(row.quantity)! + quantity) };
          continue;
        }
        rows.push({ key: nextKey, text: line.sku, quantity: line.quantity, lookup: { state: 'checking' } });
        nextKey += 1;
        if (sku && quantity !== null) rowOfSku.set(sku, rows.length - 1);
      }
      // The blank row stays the same row, so the buyer typing in it keeps the keyboard there.
      if (trailing && isBlank(trailing)) rows.push(trailing);
      return withTrailingBlank({ rows, nextKey });
    }
    case 'remove': {
      const keys = new Set(action.keys);
      return withTrailingBlank({ ...state, rows: state.rows.filter((row) => !keys.has(row.key)) });
    }
  }
}
