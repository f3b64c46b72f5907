import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Address } from '../../../../contract/schemas/account';
import { Button } from '../../components/Button';
import { addressLines } from '../../lib/postalAddress';

export const addressName = (address: Address): string => address.name?.trim() || `${address.first_name} ${address.last_name}`.trim();

interface AddressCardProps {
  address: Address;
  deleting: boolean;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

/** One saved address; the primary one is badged and has no delete button. */
export function AddressCard({ address, deleting, onEdit, onDelete }: AddressCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = addressName(address);
  return (
    <li className="address-card" aria-labelledby={nameId} data-primary={address.is_primary || undefined}>
      <div className="address-card__head">
        <h3 id={nameId} className="address-card__name">
          {name}
        </h3>
        {address.is_primary && <span className="badge badge--info">{t('account.primary')}</span>}
      </div>
      <address className="address-card__lines">
        {address.company && <span className="address-card__company">{address.company}</span>}
        {addressLines({ ...address, company: null }, { name: false }).map((line, i) => (
          <span key={`${i}:${line}`}>{line}</span>
        ))}
        <span className="address-card__phone">
          <span className="visually-hidden">{t('account.phone')}: </span>
          {address.phone}
        </span>
      </address>
      <div className="address-card__actions">
        <Button
          variant="secondary"
          size="sm"
          data-focus-key={`edit-${address.address_id}`}
          aria-label={t('account.edit_address_of', { name })}
          onClick={() => onEdit(address)}
        >
          {t('account.edit')}
        </Button>
        {!address.is_primary && (
          <Button variant="ghost" size="sm" className="address-card__delete" loading={deleting} aria-label={t('account.delete_address_of', { name })} onClick={() => onDelete(address)}>
            {t('account.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}
