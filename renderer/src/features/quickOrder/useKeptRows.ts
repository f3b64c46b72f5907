import { useEffect, useRef } from 'react';
import { storefront } from '../../state/storefront';
import type { QuickRow } from './rowCheck';
import { loadRowsDraft, saveRowsDraft } from './rowsDraft';

/** How long after the last keystroke the lines are written to the buyer's database. */
const KEEP_AFTER_MS = 400;

type Line = { sku: string; quantity: string };

/**
 * The quick order's lines not yet added to the cart survive a renderer crash (the page's session
 * storage, at once) and a quit or a day offline (the buyer's database, 400 ms after the last change).
 * The read comes first: the first write (of the empty screen) would otherwise wipe what was kept.
 */
export function useKeptRows(customer: string, rows: readonly QuickRow[], addLines: (lines: Line[]) => void): void {
  const restored = useRef(false);
  // Writing to the database starts once what it kept was read.
  const ready = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const fromSession = loadRowsDraft(customer);
    if (fromSession.length > 0) {
      addLines(fromSession);
      ready.current = true;
      return;
    }
    void storefront.drafts.getForm({ form: 'quick_order' }).then((answer) => {
      if (answer.ok && answer.data.draft?.form === 'quick_order') addLines(answer.data.draft.lines);
      ready.current = true;
    });
  }, [customer, addLines]);

  useEffect(() => {
    saveRowsDraft(customer, rows);
    if (!ready.current) return;
    const lines = rows.filter((row) => row.text.trim() !== '' || row.quantity !== '').map((row) => ({ sku: row.text.slice(0, 255), quantity: row.quantity.slice(0, 7) }));
    const timer = setTimeout(() => {
      void storefront.drafts.saveForm(lines.length > 0 ? { form: 'quick_order', lines } : { form: 'quick_order', clear: true });
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [customer, rows, ready]);
}
