import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../contract/schemas/cart';
import { Field } from '../../components/Field';
import { BudgetLine, useBudgetRemark } from '../../components/budget/BudgetLine';
import { Modal } from '../../components/Modal';
import type { CartEstimate } from '../../lib/cartEstimate';
import { formatMoney } from '../../lib/money';
import { addressLine } from '../../lib/postalAddress';
import { CartTotals } from './CartTotals';
import { CartWarnings } from './CartWarnings';
import { REFERENCE_MAX_LENGTH } from './confirmPlaced';
import './place-order-review.css';
import { isComposing } from '../../lib/composition';

/** More than the review's list shows without scrolling at any window size. */
const FIRST_LINES = 40;

interface PlaceOrderReviewProps {
  cart: Cart;
  billingAddressId: number | null;
  locale: string;
  /** The buyer's reference, kept by the cart so a review closed to change a line still has it. */
  reference: string;
  onReference: (reference: string) => void;
  /** The buyer chose to place it, with the reference typed (maybe empty). */
  onPlace: (reference: string) => void;
  onCancel: () => void;
  /** The primary button's words when the choice is not to place now (keep it until the store is back). */
  placeLabel?: string;
  /** The order as typed but not yet priced by the store (kept offline): its lines and totals, the app's estimates marked. */
  estimate?: CartEstimate;
}

type ReviewLine = { item: Cart['order_item'][number]; quantity: number; subtotal: number; estimated: boolean };

/**
 * The last look before an order is sent: its lines, totals, billing address and the store's
 * warnings, and the buyer's own reference (a PO number) to put on the order. Nothing is sent from
 * here but the choice: Place order (or Ctrl+Enter) places, Escape or Cancel leaves the cart as it was.
 * Mounted only while open.
 */
export function PlaceOrderReview({ cart, billingAddressId, locale, reference, onReference, onPlace, onCancel, placeLabel, estimate }: PlaceOrderReviewProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const total = estimate?.total ?? cart.total_price;
  const [noteInRemark, setNoteInRemark] = useState(false);
  const budgetRemark = useBudgetRemark(total, cart.currency, locale);
  // The budget's warning goes in the remark (after the buyer's reference) only when the buyer chose it.
  const place = (typed: string) =>
    onPlace(noteInRemark && budgetRemark ? [typed.trim(), budgetRemark].filter(Boolean).join(' · ').slice(0, REFERENCE_MAX_LENGTH) : typed);
  const latest = useRef({ reference, onPlace: place });
  useLayoutEffect(() => {
    latest.current = { reference, onPlace: place };
  });
  // A long cart opens its review at once with the first screenful; the rest follow a moment later.
  const all = useMemo(
    (): ReviewLine[] =>
      estimate
        ? estimate.lines.map((line) => ({ item: line.item, quantity: line.quantity, subtotal: line.item_subtotal, estimated: line.estimated }))
        : cart.order_item.map((item) => ({ item, quantity: item.quantity, subtotal: item.item_subtotal, estimated: false })),
    [cart, estimate],
  );
  const lines = useDeferredValue(all, all.slice(0, FIRST_LINES));
  const address = cart.billing_addresses.find((a) => a.id === billingAddressId) ?? null;
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);

  // The dialog is shown by now (its own effect ran first): the reference is what a buyer types here.
  useEffect(() => field.current?.focus(), []);

  // Ctrl+Enter (Cmd+Enter on a Mac) places from anywhere in the review, as the hint says.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || isComposing(event) || !(event.ctrlKey || event.metaKey) || event.repeat) return;
      event.preventDefault();
      latest.current.onPlace(latest.current.reference);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Modal<'place' | 'cancel'>
      open
      title={t('order_review.title')}
      description={t('cart.lines_count', { count: all.length })}
      buttons={[
        { label: t('common.cancel'), value: 'cancel' },
        { label: placeLabel ?? t('cart.place_order'), value: 'place', variant: 'primary' },
      ]}
      onResult={(value) => (value === 'place' ? place(reference) : onCancel())}
    >
      <div className="order-review">
        {estimate?.estimated && <p className="order-review__estimate-note small">{t('order_review.estimate_note')}</p>}
        <div className="order-review__lines" tabIndex={0} role="region" aria-label={t('order_review.lines')}>
          <table className="order-review__table">
            <thead>
              <tr>
                <th scope="col">{t('cart.sku')}</th>
                <th scope="col">{t('order_review.item')}</th>
                <th scope="col" className="num">
                  {t('order_review.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('order_review.line_total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ item, quantity, subtotal, estimated }) => (
                <tr key={item.variant_id}>
                  <td className="order-review__sku">{item.sku ?? '—'}</td>
                  <td className="order-review__name">
                    {item.name || `${item.product_name} ${item.variant_name}`.trim()}
                    {item.sku && <span className="order-review__sku-inline">{item.sku}</span>}
                  </td>
                  <td className="num">{quantity}</td>
                  <td className="num">
                    {money(subtotal)}
                    {estimated && <span className="order-review__estimate">{t('order_review.estimate')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="order-review__facts">
          <section className="order-review__address" aria-label={t('cart.billing_address')}>
            <h3 className="order-review__heading">{t('cart.billing_address')}</h3>
            {address && (
              <address>
                <strong>{address.name}</strong>
                <span>{addressLine(address, { name: false })}</span>
              </address>
            )}
          </section>
          <CartTotals cart={cart} locale={locale} estimate={estimate} />
        </div>
        <BudgetLine total={total} currency={cart.currency} locale={locale} noteInRemark={noteInRemark} onNoteInRemark={setNoteInRemark} />
        <CartWarnings inventory={cart.inventory_warning} items={cart.item_warning} currency={cart.currency} locale={locale} />
        <Field
          ref={field}
          label={t('order_review.reference')}
          hint={t('order_review.reference_hint')}
          value={reference}
          maxLength={REFERENCE_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onReference(event.target.value)}
        />
        <p className="order-review__shortcut muted">{t('order_review.shortcut')}</p>
      </div>
    </Modal>
  );
}
