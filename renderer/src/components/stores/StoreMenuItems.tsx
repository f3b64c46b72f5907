import type { KeyboardEvent, MutableRefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { StoreEntry } from '../../../../contract/schemas/stores';
import { StoreBadge } from './StoreBadge';
import { hostOf } from './monogram';

interface StoreMenuItemsProps {
  id: string;
  label: string;
  stores: StoreEntry[];
  /** Filled in item order (stores, then "Add a store…", then "Manage stores"): the menu moves focus through them. */
  itemRefs: MutableRefObject<(HTMLElement | null)[]>;
  onChoose: (index: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/** The open store menu: one radio item a store (the current one checked), then the two actions. */
export function StoreMenuItems({ id, label, stores, itemRefs, onChoose, onKeyDown }: StoreMenuItemsProps) {
  const { t } = useTranslation();
  const ref = (index: number) => (element: HTMLElement | null) => {
    itemRefs.current[index] = element;
  };
  return (
    <div id={id} role="menu" aria-label={label} className="menu-popup store-menu__list" onKeyDown={onKeyDown}>
      {stores.map((store, index) => (
        <div
          key={store.url}
          ref={ref(index)}
          role="menuitemradio"
          aria-checked={store.current}
          tabIndex={-1}
          className="menu-popup__item store-menu__item store-menu__store"
          onClick={() => onChoose(index)}
        >
          <StoreBadge store={store} />
          <span className="store-menu__text">
            <span className="store-menu__name">{store.name}</span>
            <span className="store-menu__host">{hostOf(store.url)}</span>
          </span>
          <span className={store.signed_in ? 'store-menu__mark store-menu__mark--in' : 'store-menu__mark'}>
            {store.signed_in ? t('stores.signed_in') : t('stores.signed_out')}
          </span>
          <span className="store-menu__check" aria-hidden="true" />
        </div>
      ))}
      <div role="separator" className="store-menu__separator" />
      <div ref={ref(stores.length)} role="menuitem" tabIndex={-1} className="menu-popup__item store-menu__item" onClick={() => onChoose(stores.length)}>
        {t('stores.add')}
      </div>
      <div ref={ref(stores.length + 1)} role="menuitem" tabIndex={-1} className="menu-popup__item store-menu__item" onClick={() => onChoose(stores.length + 1)}>
        {t('stores.manage')}
      </div>
    </div>
  );
}
