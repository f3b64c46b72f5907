import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { QuantityStepper } from '../../components/QuantityStepper';
import { formatDay } from '../../i18n/days';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../lib/money';
import { unitPriceAt } from '../../lib/pricing';
import { canOrder, fitsQuantity, stepOf, type Quantities } from '../../lib/quantity';
import type { PriceTerms } from '../../state/priceTerms';
import type { BoughtItem } from './buyAgainRank';
import { entryOf } from './useTodaysPrices';
import { ColumnHeads } from '../../components/ColumnHeads';
import { WasAtLastOrder } from '../../components/watch/WasAtLastOrder';
import { WatchToggle } from '../../components/watch/WatchToggle';
import { inStockNow } from '../../../../contract/schemas/watch';

interface BoughtTableProps {
  items: readonly BoughtItem[];
  today: ReadonlyMap<string, IndexEntry | null> | null;
  quantities: Quantities;
  onQuantity: (variantId: number, quantity: number | null) => void;
  currency: string;
  terms: PriceTerms;
  locale?: string | null;
}

/** What was bought: how often, when last, the last quantity and price, today's price at the quantity typed (or the last one), and a quantity. */
export function BoughtTable({ items, today, quantities, onQuantity, currency, terms, locale }: BoughtTableProps) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, terms.locale);
  return (
    <div className="table-wrap">
      <table className="table card-table bought-table" aria-label={t('buy_again.table_label')}>
        <ColumnHeads
          columns={[
            [t('buy_again.col_product')],
            [t('buy_again.col_sku')],
            [t('buy_again.col_times'), 'num'],
            [t('buy_again.col_last')],
            [t('buy_again.col_last_price'), 'num'],
            [t('buy_again.col_today'), 'num'],
            [t('buy_again.col_quantity')],
          ]}
        />
        <tbody>
          {items.map((item) => {
            const entry = entryOf(today, item);
            const quantity = quantities.get(item.variantId) ?? null;
            const step = entry ? stepOf(entry.variant) : 1;
            const gone = today !== null && item.sku !== null && entry === null;
            const orderable = !gone && (!entry || canOrder(entry.variant, terms.allowPreorder));
            const now = entry ? unitPriceAt(entry.variant, quantity ?? item.lastQuantity, terms.wholesale) : null;
            return (
              <tr key={item.variantId}>
                <th scope="row">
                  {item.title}
                  <WatchToggle
                    variant={{ variant_id: item.variantId, sku: item.sku, name: item.title, unit_price: now ?? item.lastPrice, ...(entry ? { in_stock: inStockNow(entry.variant) } : {}) }}
                  />
                </th>
                <td className="list-lines__sku" data-label={t('buy_again.col_sku')}>
                  {item.sku ?? '—'}
                </td>
                <td className="num" data-label={t('buy_again.col_times')}>
                  {item.times}
                </td>
                <td className="bought-table__last" data-label={t('buy_again.col_last')}>{t('buy_again.last', { quantity: item.lastQuantity, date: formatDay(item.lastAt, locale) })}</td>
                <td className="num" data-label={t('buy_again.col_last_price')}>
                  {money(item.lastPrice)}
                </td>
                <td className="num" data-label={t('buy_again.col_today')}>
                  {gone ? t('orders.reorder_gone') : now === null ? t('orders.reorder_price_unknown') : money(now)}
                  {/* At the last order's quantity: a tier reached by the quantity typed is no change since. */}
                  {!gone && entry && <WasAtLastOrder last={item.lastPrice} now={unitPriceAt(entry.variant, item.lastQuantity, terms.wholesale)} money={money} />}
                </td>
                <td data-label={t('buy_again.col_quantity')}>
                  <QuantityStepper
                    itemId={item.variantId}
                    value={quantity}
                    step={step}
                    onChange={onQuantity}
                    disabled={!orderable}
                    label={t('product.quantity_of', { name: item.title })}
                    increaseLabel={t('product.increase', { step, name: item.title })}
                    decreaseLabel={t('product.decrease', { step, name: item.title })}
                    error={fitsQuantity(quantity, step) ? null : t('product.check_quantity')}
                    buttonsInTabOrder={false}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
