import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { cartSummaryAtom } from '../../state/cart';
import { shopAtom } from '../../state/shop';
import { spokenLanguageAtom } from '../../i18n/spokenLanguage';
import { formatMoney } from '../../lib/money';
import { whenIdle } from '../../lib/whenIdle';
import { HashLink } from '../../components/HashLink';
import { preloadScreenOf } from '../routes';

/** The cart's code, asked for when it becomes the likely next screen; a failure is the route's to show. */
const preloadCart = () => void preloadScreenOf('/cart').catch(() => undefined);

/**
 * "Cart" with the open cart's subtotal in the store's currency and locale. The word "subtotal"
 * is for screen readers only and sits after the visible "Cart", so the link's accessible name
 * starts with what a speech-input user sees and says (WCAG 2.5.3, axe label-content-name-mismatch).
 * `bar`: the narrow window's copy beside the menu button, so the total shows with the menu folded
 * (the icon and the total; the word stays in its name).
 */
export function CartLink({ current, onNavigate, bar = false }: { current: boolean; onNavigate?: () => void; bar?: boolean }) {
  const { t } = useTranslation();
  const summary = useAtomValue(cartSummaryAtom);
  const shop = useAtomValue(shopAtom);
  const language = useAtomValue(spokenLanguageAtom);
  // An open cart (an add to cart just made one) is where the buyer is likely to go next. When idle:
  // at a remembered customer's start it must not hold up the list's first paint.
  const hasCart = summary !== null;
  useEffect(() => (hasCart ? whenIdle(preloadCart, 300) : undefined), [hasCart]);
  const total = summary ? formatMoney(summary.subtotal, summary.currency || shop?.currency || 'MYR', language) : null;
  return (
    <HashLink
      to="/cart"
      current={current}
      className={bar ? 'nav-link nav-link--cart site-header__cart' : 'nav-link nav-link--cart'}
      onClick={onNavigate}
      onPointerEnter={preloadCart}
      onFocus={preloadCart}
      data-testid={bar ? 'header-cart-bar' : 'header-cart'}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      <span className={bar && total ? 'visually-hidden' : undefined}>{t('header.cart')}</span>
      {total && (
        <>
          <span className="visually-hidden"> {t('cart.subtotal')} </span>
          <span className="cart-total">{total}</span>
        </>
      )}
    </HashLink>
  );
}
