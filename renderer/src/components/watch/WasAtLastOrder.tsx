import { useTranslation } from '../../i18n/useTranslation';
import { priceMoved } from '../../lib/lastOrderPrices';
import './was-at-last-order.css';

interface WasAtLastOrderProps {
  /** The unit price of the buyer's last order of the variant; undefined when never ordered. */
  last: number | undefined;
  /** Today's unit price; null when not known. */
  now: number | null;
  money: (amount: number) => string;
  /** Says today's price too, where the line shows another (an order list's price when saved). */
  withToday?: boolean;
}

/** "Was RM 12.00 at your last order", under today's price where it changed since the buyer last ordered. */
export function WasAtLastOrder({ last, now, money, withToday = false }: WasAtLastOrderProps) {
  const { t } = useTranslation();
  if (last === undefined || now === null || !priceMoved(last, now)) return null;
  return <span className={now < last ? 'was-at-last-order was-at-last-order--down' : 'was-at-last-order was-at-last-order--up'}>{withToday ? t('watch.today_was_at_last_order', { now: money(now), price: money(last) }) : t('watch.was_at_last_order', { price: money(last) })}</span>;
}
