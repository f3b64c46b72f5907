import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { StoreEntry, StoresView } from '../../../../contract/schemas/stores';
import { Button } from '../../components/Button';
import { StoreBadge } from '../../components/stores/StoreBadge';
import { RenameStoreForm } from './RenameStoreForm';

interface StoreRowProps {
  store: StoreEntry;
  /** A pinned kiosk: the list is shown, nothing can be changed. */
  locked: boolean;
  switching: boolean;
  removing: boolean;
  /** A switch is under way: no other action starts. */
  busy: boolean;
  onSwitch: () => void;
  onRemove: () => void;
  onRenamed: (view: StoresView) => void;
}

/** One store in the settings' list: its names, address and marks, and what can be done with it. */
export function StoreRow({ store, locked, switching, removing, busy, onSwitch, onRemove, onRenamed }: StoreRowProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const endRename = () => {
    setRenaming(false);
    // The button comes back on the next render: focus goes to it then.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <li className="store-list__row">
      <div className="store-list__head">
        <StoreBadge store={store} />
        <div className="store-list__text">
          <span className="store-list__name">{store.name}</span>
          {store.renamed && store.store_name && <span className="store-list__detail">{t('stores.own_name', { name: store.store_name })}</span>}
          <span className="store-list__detail store-list__url">{store.url}</span>
          <span className="store-list__marks">
            {store.current && <span className="store-list__mark store-list__mark--current">{t('stores.current')}</span>}
            {store.signed_in && <span className="store-list__mark store-list__mark--in">{t('stores.signed_in')}</span>}
          </span>
        </div>
      </div>
      {renaming && (
        <RenameStoreForm
          store={store}
          onDone={(view) => {
            onRenamed(view);
            endRename();
          }}
          onCancel={endRename}
        />
      )}
      {!locked && !renaming && (
        <div className="button-row store-list__actions">
          {!store.current && (
            <Button size="sm" onClick={onSwitch} loading={switching} disabled={busy} aria-label={t('stores.switch_to', { store: store.name })}>
              {t('stores.switch')}
            </Button>
          )}
          <Button ref={renameButton} size="sm" variant="secondary" onClick={() => setRenaming(true)} aria-label={t('stores.rename_store', { store: store.name })}>
            {t('stores.rename')}
          </Button>
          {!store.current && (
            <Button size="sm" variant="secondary" onClick={onRemove} loading={removing} disabled={busy} aria-label={t('stores.remove_store', { store: store.name })}>
              {t('stores.remove')}
            </Button>
          )}
        </div>
      )}
      {!locked && !renaming && store.current && <p className="store-list__detail">{t('stores.remove_current')}</p>}
    </li>
  );
}
