import { useEffect, useRef } from 'react';
import { draftsGetForm, draftsSaveForm } from '../../lib/api';
import type { QuickRow } from './rowCheck';
import { loadRowsDraft, saveRowsDraft } from './rowsDraft';

/** How long after the last keystroke the lines are written to the buyer's database. */
const KEEP_AFTER_MS = 400;

type Line = { sku: string; quantity: string };

const typedLines = (rows: readonly QuickRow[]): Line[] =>
  rows.filter((row) => row.text.trim() !== '' || row.quantity !== '').map((row) => ({ sku: row.text.slice(0, 255), quantity: row.quantity.slice(0, 7) }));

const keep = (lines: Line[]) => void draftsSaveForm(lines.length > 0 ? { form: 'quick_order', lines } : { form: 'quick_order', clear: true });

/**
 * The quick order's lines not yet added to the cart survive a renderer crash (the page's session
 * storage, at once) and a quit or a day offline (the buyer's database, 400 ms after the last change,
 * or at once when the screen is left). The read comes first: the first write (of the empty screen)
 * would otherwise wipe what was kept; and what was kept is added only to an empty screen, never
 * on top of lines typed while it was read.
 */
export function useKeptRows(customer: string, rows: readonly QuickRow[], addLines: (lines: Line[]) => void): void {
  const restored = useRef(false);
  // Writing to the database starts once what it kept was read.
  const ready = useRef(false);
  const latest = useRef(rows);
  useEffect(() => {
    latest.current = rows;
  });

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const fromSession = loadRowsDraft(customer);
    if (fromSession.length > 0) {
      addLines(fromSession);
      ready.current = true;
      return;
    }
    void draftsGetForm({ form: 'quick_order' }).then((answer) => {
      const kept = answer.ok && answer.data.draft?.form === 'quick_order' ? answer.data.draft.lines : [];
      if (kept.length > 0 && typedLines(latest.current).length === 0) addLines(kept);
      ready.current = true;
    });
  }, [customer, addLines]);

  // Lines changed and not yet written: the timer writes them, and so does leaving the screen.
  const pending = useRef<Line[] | null>(null);
  useEffect(() => {
    saveRowsDraft(customer, rows);
    if (!ready.current) return;
    pending.current = typedLines(rows);
    const timer = setTimeout(() => {
      if (pending.current) keep(pending.current);
      pending.current = null;
    }, KEEP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [customer, rows]);
  useEffect(
    () => () => {
      if (pending.current) keep(pending.current);
      pending.current = null;
    },
    [],
  );
}
