import { useCallback } from 'react';
import type { Cart } from '../../../../contract/schemas/cart';
import { Button } from '../../components/Button';
import { useAskForQuote } from '../../components/quote/useAskForQuote';
import { useTranslation } from '../../i18n/useTranslation';
import { lineName } from './rowProblems';

/** The saved cart's lines (what the store holds) as a quote request, with the cart's quote PDF. */
export function AskQuoteButton({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const lines = useCallback(
    () => cart.order_item.map((item) => ({ sku: item.sku, name: lineName(item), quantity: item.quantity, unit_price: item.unit_price })),
    [cart],
  );
  const { busy, ask } = useAskForQuote(lines, cart.currency, t('document.quote_title'));
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void ask()}>
      {t('cart.ask_quote')}
    </Button>
  );
}
