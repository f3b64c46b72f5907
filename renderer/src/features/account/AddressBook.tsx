import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Address } from '../../../../contract/schemas/account';
import type { Shop } from '../../../../contract/schemas/shop';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { useToast } from '../../components/toast/useToast';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import { useDeleteAddress } from './useDeleteAddress';

interface AddressBookProps {
  addresses: Address[];
  address2Mode: Shop['address2_mode'];
  /** The account reloads after any change. */
  onChanged: () => void;
}

/** The address list with add, edit and delete; the form takes the list's place while open. */
export function AddressBook({ addresses, address2Mode, onChanged }: AddressBookProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);
  // Where focus lands once the form closes or a card goes away (a new object each time, so it re-runs).
  const [focusTo, setFocusTo] = useState<{ key: string } | null>(null);
  // The deletion itself has the account read again (useDeleteAddress).
  const { deletingId, failure, clearFailure, remove, modal } = useDeleteAddress(() => setFocusTo({ key: 'add' }));

  useEffect(() => {
    if (editing || !focusTo) return;
    const target = section.current?.querySelector<HTMLElement>(`[data-focus-key="${focusTo.key}"]`);
    (target ?? section.current?.querySelector<HTMLElement>('[data-focus-key="add"]'))?.focus();
  }, [editing, focusTo]);

  const open = (address: Address | null) => {
    clearFailure();
    setEditing({ address });
  };
  const close = (address: Address | null) => {
    setEditing(null);
    setFocusTo({ key: address ? `edit-${address.address_id}` : 'add' });
  };
  const saved = (address: Address | null, kind: 'added' | 'updated') => {
    toast.success(t(kind === 'added' ? 'account.address_added' : 'account.address_updated'));
    // The save itself has the account read again (useSaveAddress).
    close(kind === 'updated' ? address : null);
  };
  // Cancel reloads the account as save does (the list may have changed meanwhile).
  const cancelled = (address: Address | null) => {
    close(address);
    onChanged();
  };

  return (
    <section ref={section} className="panel account-panel account-addresses" aria-labelledby={headingId}>
      <div className="account-addresses__head">
        <div>
          <h2 id={headingId} className="account-panel__title">
            {t('account.addresses')}
          </h2>
          <p className="account-panel__text">{t('account.addresses_desc')}</p>
        </div>
        {!editing && (
          <Button data-focus-key="add" onClick={() => open(null)}>
            + {t('account.add_address')}
          </Button>
        )}
      </div>
      {failure && !editing && (
        <Alert variant="danger" onDismiss={clearFailure}>
          {failure}
        </Alert>
      )}
      {editing ? (
        <AddressForm
          key={editing.address?.address_id ?? 'new'}
          address={editing.address}
          address2Mode={address2Mode}
          onSaved={saved}
          onCancel={cancelled}
        />
      ) : addresses.length === 0 ? (
        <EmptyState icon="⌂" title={t('account.no_addresses')} description={t('account.no_addresses_desc')} />
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <AddressCard key={address.address_id} address={address} deleting={deletingId === address.address_id} onEdit={open} onDelete={remove} />
          ))}
        </ul>
      )}
      {modal}
    </section>
  );
}
