import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../../../contract/schemas/orders';
import { Button } from '../../components/Button';
import { SafeHtml } from '../../components/SafeHtml';
import { shopAtom } from '../../state/shop';

/**
 * An unpaid, not cancelled order in a shop that takes payment shows a "Payment method"
 * toggle over the gateways' instructions; a shop that does not take payment says how to pay instead.
 */
export function OrderPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const [open, setOpen] = useState(false);
  const listId = useId();

  if (!shop) return null;
  if (!shop.is_allow_payment) {
    return (
      <section className="panel order-payment">
        <p className="order-payment__description">{t('orders.payment_description')}</p>
      </section>
    );
  }
  if (order.financial_status !== 'unpaid' || order.cancelled || order.gateways.length === 0) return null;

  return (
    <section className="panel order-payment">
      <Button variant="link" className="order-payment__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true" className="order-payment__chevron">
          {open ? '▾' : '▸'}
        </span>{' '}
        {t('orders.payment_method')}
      </Button>
      <div id={listId} hidden={!open} className="order-payment__body">
        <h2 className="order-panel__title">{t('orders.payment_instructions')}</h2>
        <ul className="order-gateways">
          {order.gateways.map((gateway, index) => (
            <li key={`${gateway.title}-${index}`} className="order-gateways__item">
              <h3 className="order-gateways__title">{gateway.title}</h3>
              <SafeHtml html={gateway.body_html} className="order-gateways__body" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
