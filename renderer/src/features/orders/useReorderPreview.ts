import { useCallback, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../contract/schemas/orders';
import { priceTermsAtom } from '../../state/priceTerms';
import { failureOf } from '../../state/query/storeAnswer';
import { orderQuery } from '../../state/query/orderQuery';
import { reorderPreview, type ReorderPreview } from '../../lib/reorderPreview';
import { todaysEntries } from '../../lib/todaysEntries';

export type PreviewState =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** `checked` false: today's prices could not be read (`message` says why); the lines are offered as ordered. */
  | { status: 'ready'; order: Order; preview: ReorderPreview; checked: boolean; message: string | null };

/** An order as the detail page has it, or the token of a row of the order list (read when asked). */
export type ReorderSource = { order: Order } | { token: string };

/**
 * Opens the repeat-order preview: the order (for a list row, through the buyer's cache: an order just
 * asked for is not asked again, and the order page then opens from this answer), then today's
 * catalogue for its SKUs asked of the store itself, so a price changed since the last catalogue
 * walk is the one shown. A later open replaces an earlier one still on its way.
 */
export function useReorderPreview(source: ReorderSource) {
  const terms = useAtomValue(priceTermsAtom);
  const client = useQueryClient();
  const [state, setState] = useState<PreviewState>({ status: 'closed' });
  const attempt = useRef(0);

  const open = useCallback(async () => {
    const mine = ++attempt.current;
    const settle = (next: PreviewState) => {
      if (attempt.current === mine) setState(next);
    };
    setState({ status: 'loading' });
    let order: Order;
    if ('order' in source) order = source.order;
    else {
      try {
        order = await client.fetchQuery(orderQuery(source.token));
      } catch (error) {
        return settle({ status: 'failed', message: failureOf(error).message });
      }
    }
    const { answers, message } = await todaysEntries(order.line_items);
    settle({ status: 'ready', order, preview: reorderPreview(order.line_items, answers, terms), checked: answers !== null, message });
  }, [client, source, terms]);

  const close = useCallback(() => {
    attempt.current += 1;
    setState({ status: 'closed' });
  }, []);

  return { state, open, close };
}
