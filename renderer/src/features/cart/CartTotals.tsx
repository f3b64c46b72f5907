import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../../../contract/schemas/cart';
import { formatMoney } from '../../lib/money';
import { Facts } from '../../components/Facts';
import type { CartEstimate } from '../../lib/cartEstimate';

const DETAIL = 'cart-totals__line cart-totals__line--detail';

/**
 * Subtotal, discount (only above 0, shown negative) and total, as the store computed them; or, given
 * an estimate that holds a figure of the app's (quantities typed while the store is away), its
 * figures, named as estimates.
 */
export function CartTotals({ cart, locale, estimate }: { cart: Cart; locale: string; estimate?: CartEstimate }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  const guessed = estimate?.estimated === true;
  const subtotal = guessed ? estimate.subtotal : cart.subtotal_price;
  const total = guessed ? estimate.total : cart.total_price;
  return (
    <Facts
      className="cart-totals"
      valueClassName="num"
      facts={[
        { label: t(guessed ? 'cart.subtotal_estimate' : 'cart.subtotal'), value: money(subtotal), className: DETAIL },
        ...(cart.total_discount > 0 ? [{ label: t('cart.discount'), value: money(-cart.total_discount), className: DETAIL }] : []),
        { label: t(guessed ? 'cart.total_estimate' : 'cart.total'), value: money(total), className: 'cart-totals__line cart-totals__line--total' },
      ]}
    />
  );
}
