import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { QuickRow } from './rowCheck';
import { skuKey } from '../../../../contract/sku';
import type { RowHandlers } from './QuickOrderRow';
import { initialRows, rowsReducer } from './rows';
import { lookupSkus, type SkuAnswers } from './lookupSkus';
import { focusRowField } from './SkuInput';
import { useKeptRows } from './useKeptRows';

/**
 * The rows of the quick-order screen and everything that changes them: typing, choosing a
 * suggestion, looking SKUs up (one call for any number of lines), adding pasted or imported lines.
 */
export function useQuickOrderRows(customer: string) {
  const [state, dispatch] = useReducer(rowsReducer, undefined, initialRows);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const rowsRef = useRef<QuickRow[]>(state.rows);
  useLayoutEffect(() => {
    rowsRef.current = state.rows;
  });

  // Every answer so far and the lookups still out, so Add all to cart can wait for them and
  // read the rows as they will be, without waiting for React to draw the answers.
  const answers = useRef<SkuAnswers>(new Map());
  const inflight = useRef(new Set<Promise<void>>());

  /** Looks up the SKUs of rows already marked checking; answers land on every row with that SKU. */
  const resolve = useCallback((texts: string[]) => {
    const job = lookupSkus(texts).then((answer) => {
      if (answer.ok) {
        setLookupError(null);
        for (const [sku, entry] of answer.answers) answers.current.set(sku, entry);
        dispatch({ type: 'found', results: answer.answers });
      } else {
        setLookupError(answer.message);
        dispatch({ type: 'unchecked', skus: answer.skus });
      }
    });
    inflight.current.add(job);
    void job.finally(() => inflight.current.delete(job));
    return job;
  }, []);

  /**
   * The rows with every lookup settled: rows typed but never looked up (their box still had the
   * focus) are asked now, lookups still out are awaited. A row whose lookup failed stays pending.
   */
  const settledRows = useCallback(async (): Promise<QuickRow[]> => {
    const pending = rowsRef.current.filter((row) => row.lookup.state === 'none' && row.text.trim() !== '' && !answers.current.has(skuKey(row.text)));
    if (pending.length > 0) {
      dispatch({ type: 'checking', keys: pending.map((row) => row.key) });
      void resolve(pending.map((row) => row.text));
    }
    await Promise.all([...inflight.current]);
    return rowsRef.current.map((row) => {
      if (row.lookup.state === 'found' || row.lookup.state === 'missing') return row;
      const entry = answers.current.get(skuKey(row.text));
      if (entry === undefined) return row;
      return { ...row, lookup: entry ? { state: 'found', entry } : { state: 'missing' } };
    });
  }, [resolve]);

  const addLines = useCallback(
    (lines: readonly { sku: string; quantity: string }[]) => {
      if (lines.length === 0) return;
      dispatch({ type: 'add', lines });
      void resolve(lines.map((line) => line.sku));
    },
    [resolve],
  );

  const handlers = useMemo<RowHandlers>(
    () => ({
      onText: (key, text) => dispatch({ type: 'text', key, text }),
      onQuantity: (key, quantity) => dispatch({ type: 'quantity', key, quantity }),
      onChoose: (key, entry) => dispatch({ type: 'choose', key, entry }),
      onRemove: (key) => dispatch({ type: 'remove', keys: [key] }),
      onCommit: (key) => {
        const row = rowsRef.current.find((r) => r.key === key);
        if (!row || row.lookup.state !== 'none' || row.text.trim() === '') return;
        dispatch({ type: 'checking', keys: [key] });
        void resolve([row.text]);
      },
      onQuantityEnter: (key) => {
        const rows = rowsRef.current;
        const next = rows[rows.findIndex((r) => r.key === key) + 1];
        // The blank row appears once this one has text; wait for React to draw it.
        if (next) focusRowField(next.key, 'sku');
      },
    }),
    [resolve],
  );

  useKeptRows(customer, state.rows, addLines);

  const removeRows = useCallback((keys: readonly number[]) => dispatch({ type: 'remove', keys }), []);
  return { rows: state.rows, handlers, addLines, settledRows, removeRows, lookupError };
}
