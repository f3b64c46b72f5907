import type { OrderListLine } from '../../../../contract/schemas/orderLists';
import { Button } from '../../components/Button';
import { useAskForQuote } from '../../components/quote/useAskForQuote';
import { useTranslation } from '../../i18n/useTranslation';

/** A list's lines, at the prices they were saved at, as a quote request (a list has no quote document of its own). */
export function AskListQuote({ lines, currency }: { lines: readonly OrderListLine[]; currency: string }) {
  const { t } = useTranslation();
  const { busy, ask } = useAskForQuote(() => lines.map(({ sku, name, quantity, unit_price }) => ({ sku, name, quantity, unit_price })), currency, null);
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void ask()}>
      {t('order_lists.ask_quote')}
    </Button>
  );
}
