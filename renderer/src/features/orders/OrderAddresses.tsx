import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order, OrderAddress } from '../../../../contract/schemas/orders';
import { addressLines } from '../../lib/postalAddress';
import { customerAtom } from '../../state/shop';

interface AddressCardProps {
  heading: string;
  address: OrderAddress | null;
  email?: string | null;
  testId: string;
}

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** One address: name, company, street, city/province/zip, country, phone; empty fields are left out. */
function AddressCard({ heading, address, email, testId }: AddressCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="panel order-address" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="order-panel__title">
        {heading}
      </h2>
      {address ? (
        <address className="order-address__body">
          {filled(address.name) && <span className="order-address__name">{address.name}</span>}
          {addressLines(address, { name: false }).map((line, i) => (
            <span key={`${i}:${line}`}>{line}</span>
          ))}
          {filled(address.phone) && (
            <span>
              <span className="order-address__label">{t('orders.phone')}: </span>
              {address.phone}
            </span>
          )}
          {filled(email) && (
            <span>
              <span className="order-address__label">{t('orders.email')}: </span>
              {email}
            </span>
          )}
        </address>
      ) : (
        <p className="order-address__missing muted">{t('orders.address_not_found')}</p>
      )}
    </section>
  );
}

/**
 * Billing (with the customer's email) and shipping, or the pickup location for a pickup order.
 * The store API does not list an e-mail on the order, so the logged-in customer's stands in when it has none.
 */
export function OrderAddresses({ order }: { order: Order }) {
  const { t } = useTranslation();
  const customer = useAtomValue(customerAtom);
  const pickup = order.type === 'pickup';
  return (
    <div className="order-addresses">
      <AddressCard heading={t('orders.billing_address')} address={order.billing_address} email={order.email ?? customer?.email} testId="billing-address" />
      <AddressCard
        heading={pickup ? t('orders.pickup_location') : t('orders.shipping_address')}
        address={order.shipping_address}
        testId="shipping-address"
      />
    </div>
  );
}
