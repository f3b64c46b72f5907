import { useCallback, useMemo, useReducer, useState, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { focusQuantity } from '../../components/QuantityStepper';
import { onQuantityEnter } from '../../components/quantityEnter';
import { Spinner } from '../../components/Spinner';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useStoreWritable } from '../../components/useStoreWritable';
import { useToast } from '../../components/toast/useToast';
import { HistoryStatusLine } from '../../components/workspace/HistoryStatusLine';
import { WorkspaceNav } from '../../components/workspace/WorkspaceNav';
import { useKeptOrders } from '../../components/workspace/useKeptOrders';
import { useTranslation } from '../../i18n/useTranslation';
import { filledOrderItems, fitsQuantity, quantitiesReducer, stepOf, type Quantities } from '../../lib/quantity';
import { cartSummaryAtom } from '../../state/cart';
import { useAddToCartMutation } from '../../state/query/cartMutations';
import { priceTermsAtom } from '../../state/priceTerms';
import { shopAtom } from '../../state/shop';
import { BoughtTable } from './BoughtTable';
import { buyAgainRank, filterBought } from './buyAgainRank';
import { entryOf, useTodaysPrices } from './useTodaysPrices';
import '../../components/card-table.css';
import './buy-again.css';

const NONE: Quantities = new Map();

/**
 * /buy-again: a pad of what the buyer has ordered, most often and most recently first, each with
 * the last quantity and price beside today's; quantities typed by keyboard (Enter goes on, Enter
 * on the last adds) and one Add to cart for all of them.
 */
export default function BuyAgainScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const store = useStoreWritable();
  const terms = useAtomValue(priceTermsAtom);
  const shop = useAtomValue(shopAtom);
  const summary = useAtomValue(cartSummaryAtom);
  const addLines = useAddToCartMutation();
  const kept = useKeptOrders();
  const [query, setQuery] = useState('');
  const [quantities, dispatch] = useReducer(quantitiesReducer, NONE);
  const ranked = useMemo(() => (kept.status === 'ready' ? buyAgainRank(kept.orders) : []), [kept]);
  const shown = useMemo(() => filterBought(ranked, query), [ranked, query]);
  const today = useTodaysPrices(ranked, kept.status === 'ready' && kept.history.state !== 'reading');
  const currency = (kept.status === 'ready' ? kept.orders[0]?.currency : null) ?? shop?.currency ?? '';
  const onQuantity = useCallback((id: number, quantity: number | null) => dispatch({ type: 'set', id, quantity }), []);

  const { busy, run } = useSingleFlight(async () => {
    const misfit = ranked.find((item) => {
      const entry = entryOf(today, item);
      return !fitsQuantity(quantities.get(item.variantId) ?? null, entry ? stepOf(entry.variant) : 1);
    });
    if (misfit) return focusQuantity('.bought-table', misfit.variantId);
    const items = filledOrderItems(quantities);
    if (items.length === 0) return toast.error(t('product.check_quantity'));
    const answer = await addLines({ order_items: items, cart_token: summary?.cart_token ?? null });
    if (!answer.ok) {
      if (answer.error.kind !== 'unauthenticated') toast.error(answer.error.kind === 'store' && answer.error.message ? answer.error.message : t('product.add_to_cart_failed'));
      return;
    }
    dispatch({ type: 'reset', quantities: NONE });
    toast.success(t('buy_again.added', { count: items.length }));
  });

  // Enter in a quantity goes to the next one; in the last, it adds everything typed.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    onQuantityEnter(event, () => {
      if (store.writable) void run();
    });

  const typed = filledOrderItems(quantities).length;
  return (
    <section className="buy-again" onKeyDown={onKeyDown}>
      <PageTitle title={t('buy_again.title')} subtitle={t('buy_again.subtitle')} />
      <WorkspaceNav />
      {kept.status === 'loading' && <Spinner block label={t('buy_again.title')} />}
      {kept.status === 'failed' && <Alert variant="danger">{t('workspace.history_failed', { message: kept.message })}</Alert>}
      {kept.status === 'ready' && (
        <>
          <HistoryStatusLine status={kept.history} locale={terms.locale} />
          <div className="buy-again__bar">
            <Field label={t('buy_again.filter')} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
            <Button onClick={() => void run()} loading={busy} disabled={!store.writable} aria-describedby={store.describedBy}>
              {typed > 0 ? t('buy_again.add_typed', { count: typed }) : t('product.add_to_cart')}
            </Button>
            {store.note}
          </div>
          {ranked.length === 0 ? (
            <EmptyState title={t('buy_again.empty')} description={t('buy_again.empty_hint')} />
          ) : (
            <BoughtTable items={shown} today={today} quantities={quantities} onQuantity={onQuantity} currency={currency} terms={terms} locale={terms.locale} />
          )}
        </>
      )}
    </section>
  );
}
