import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { cartSummaryAtom } from '../../state/cart';
import { useAddToCartMutation } from '../../state/query/cartMutations';
import type { PriceTerms } from '../../state/priceTerms';
import { requestsCancel } from '../../lib/api';
import { checkRow, type QuickRow } from './rowCheck';
import { orderItemsOf } from './orderItems';

export interface AddOutcome {
  added: number;
  left: number;
}

/**
 * Add all to cart: every row that passes its checks goes in ONE cart:create; rows with a problem
 * stay on screen with it. On success the header's cart follows and the added rows are cleared.
 */
export function useAddAllToCart(settledRows: () => Promise<QuickRow[]>, removeRows: (keys: number[]) => void, terms: PriceTerms) {
  const { t } = useTranslation();
  const toast = useToast();
  const summary = useAtomValue(cartSummaryAtom);
  const addLines = useAddToCartMutation();
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);

  const add = useCallback(async () => {
    setOutcome(null);
    const rows = await settledRows();
    const checked = rows.map((row) => ({ row, check: checkRow(row, terms) }));
    const ready = checked.filter(({ check }) => check.status === 'ok');
    const left = checked.filter(({ check }) => check.status === 'problem' || check.status === 'pending').length;
    if (ready.length === 0) {
      toast.error(t('quick_order.nothing_to_add'));
      return;
    }
    const answer = await addLines({ order_items: orderItemsOf(ready.map(({ check }) => check)), cart_token: summary?.cart_token ?? null });
    if (answer.ok) {
      removeRows(ready.map(({ row }) => row.key));
      // Said on the screen, above the lines that stay (no toast: it would say it twice).
      setOutcome({ added: ready.length, left });
    } else if (answer.error.kind === 'cancelled') {
      toast.info(t('product.add_cancelled'));
    } else if (answer.error.kind !== 'unauthenticated') {
      // An ended session is the shell's to tell; the rows stay for after the login.
      toast.error(answer.error.kind === 'store' && answer.error.message ? answer.error.message : t('product.add_to_cart_failed'));
    }
  }, [settledRows, removeRows, terms, summary?.cart_token, addLines, toast, t]);

  const { busy, run } = useSingleFlight(add);
  const cancel = useCallback(() => void requestsCancel({ channel: 'cart:create' }), []);
  return { adding: busy, addAll: () => void run(), cancel, outcome };
}
