import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { useTranslation } from '../../i18n/useTranslation';
import { stepOf } from '../../lib/quantity';
import { cartSummaryAtom } from '../../state/cart';
import { useAddToCartMutation } from '../../state/query/cartMutations';
import { useToast } from '../toast/useToast';
import { beep } from './beep';

/**
 * One carton step of a scanned variant into the store's cart (which adds it to the line when the
 * variant is there already); the header's cart follows. True once the store took it.
 */
export function useScanToCart(): (entry: IndexEntry) => Promise<boolean> {
  const { t } = useTranslation();
  const toast = useToast();
  const summary = useAtomValue(cartSummaryAtom);
  const addLines = useAddToCartMutation();
  return useCallback(
    async (entry: IndexEntry) => {
      const quantity = stepOf(entry.variant);
      const title = entry.variant.variant_name ? `${entry.product.title} (${entry.variant.variant_name})` : entry.product.title;
      const answer = await addLines({ order_items: [{ id: entry.variant.id, quantity }], cart_token: summary?.cart_token ?? null });
      if (!answer.ok) {
        if (answer.error.kind !== 'unauthenticated') {
          beep();
          toast.error(t('scan.add_failed', { title, message: answer.error.message }));
        }
        return false;
      }
      toast.success(t('scan.added_to_cart', { title, quantity }));
      return true;
    },
    [summary?.cart_token, addLines, toast, t],
  );
}
