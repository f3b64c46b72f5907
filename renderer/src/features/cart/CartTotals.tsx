import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../preload/schemas/cart';
import { formatMoney } from '../../lib/money';
import { Facts } from '../../components/Facts';

const DETAIL = 'cart-totals__line cart-totals__line--detail';

/** Subtotal, discount (only above 0, shown negative) and total, as the store computed them. */
export function CartTotals({ cart, locale }: { cart: Cart; locale: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  return (
    <Facts
      className="cart-totals"
      valueClassName="num"
      facts={[
        { label: t('cart.subtotal'), value: money(cart.subtotal_price), className: DETAIL },
        ...(cart.total_discount > 0 ? [{ label: t('cart.discount'), value: money(-cart.total_discount), className: DETAIL }] : []),
        { label: t('cart.total'), value: money(cart.total_price), className: 'cart-totals__line cart-totals__line--total' },
      ]}
    />
  );
}
