import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../preload/schemas/cart';
import { formatMoney } from '../../lib/money';

/** Subtotal, discount (only above 0, shown negative) and total, as the store computed them. */
export function CartTotals({ cart, locale }: { cart: Cart; locale: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  return (
    <dl className="cart-totals">
      <div className="cart-totals__line cart-totals__line--detail">
        <dt>{t('cart.subtotal')}</dt>
        <dd className="num">{money(cart.subtotal_price)}</dd>
      </div>
      {cart.total_discount > 0 && (
        <div className="cart-totals__line cart-totals__line--detail">
          <dt>{t('cart.discount')}</dt>
          <dd className="num">{money(-cart.total_discount)}</dd>
        </div>
      )}
      <div className="cart-totals__line cart-totals__line--total">
        <dt>{t('cart.total')}</dt>
        <dd className="num">{money(cart.total_price)}</dd>
      </div>
    </dl>
  );
}
