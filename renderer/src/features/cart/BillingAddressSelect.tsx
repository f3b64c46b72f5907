import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import type { BillingAddress } from '../../../../contract/schemas/cart';
import { addressLine } from '../../lib/postalAddress';

interface BillingAddressSelectProps {
  addresses: BillingAddress[];
  value: number | null;
  onChange: (id: number | null) => void;
}

/** The billing address for the order (the primary one is chosen first) and a way to add one. */
export function BillingAddressSelect({ addresses, value, onChange }: BillingAddressSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = addresses.find((a) => a.id === value) ?? null;
  return (
    <div className="panel billing-address">
      <label htmlFor={id} className="billing-address__label">
        {t('cart.billing_address')}
      </label>
      {addresses.length === 0 ? (
        <p className="muted">{t('cart.no_address')}</p>
      ) : (
        <select
          id={id}
          className="input input--select billing-address__select"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('cart.choose_address')}</option>
          {addresses.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
              {a.is_primary ? ` (${t('cart.primary')})` : ''}
            </option>
          ))}
        </select>
      )}
      {chosen && (
        <address className="billing-address__card">
          <strong>{chosen.name}</strong>
          <span>{addressLine(chosen, { name: false })}</span>
        </address>
      )}
      <Link to="/account" className="billing-address__add">
        + {t('cart.add_address')}
      </Link>
    </div>
  );
}
