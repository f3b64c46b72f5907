import type { IndexEntry } from '../../../../preload/schemas/quickOrder';
import { skuKey } from '../../../../preload/sku';
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
      // New lines go above the blank row, checking until their SKUs are looked up.
      const kept = state.rows.filter((row) => !isBlank(row));
      const added = action.lines.map((line, i): QuickRow => ({
        key: state.nextKey + i,
        text: line.sku,
        quantity: line.quantity,
        lookup: { state: 'checking' },
      }));
      return withTrailingBlank({ rows: [...kept, ...added], nextKey: state.nextKey + added.length });
    }
    case 'remove': {
      const keys = new Set(action.keys);
      return withTrailingBlank({ ...state, rows: state.rows.filter((row) => !keys.has(row.key)) });
    }
  }
}
