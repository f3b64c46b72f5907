import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import type { StoreEntry } from '../../../../contract/schemas/stores';
import { useStores } from '../../state/stores';
import { useSwitchStore } from '../../state/storeSwitch';
import { Spinner } from '../Spinner';
import { useToast } from '../toast/useToast';
import { cx } from '../cx';
import { useMenuButton } from '../menu/useMenuButton';
import { StoreMenuItems } from './StoreMenuItems';
import '../menu/menu-button.css';
import './store-menu.css';

interface StoreMenuProps {
  /** Called before leaving for another screen (the narrow header folds its panel). */
  onNavigate?: () => void;
  /** Shown only when there is another store to go to (the login screen). */
  onlyWithOthers?: boolean;
}

/** Where "Manage stores" lands: the settings screen's stores section. */
const MANAGE_STORES_PATH = '/settings?section=stores';

/**
 * The store menu: a menu button with the current store's name, listing the buyer's
 * stores (one click switches), "Add a store…" and "Manage stores". A pinned kiosk gets none.
 */
export function StoreMenu({ onNavigate, onlyWithOthers = false }: StoreMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const { view, refresh } = useStores();
  const { switchingTo, switchTo } = useSwitchStore();
  const stores = view?.stores ?? [];
  const labels = [...stores.map((store) => store.name), t('stores.add'), t('stores.manage')];
  const choose = (index: number) => {
    const store: StoreEntry | undefined = stores[index];
    if (store) {
      close(true);
      if (store.current) return;
      void switchTo(store.url).then((error) => {
        if (error) toast.error(`${t('stores.switch_failed', { store: store.name })} ${error.message}`);
      });
      return;
    }
    close(false);
    onNavigate?.();
    // The connect screen hands the screen left here to the core, to come back to it later.
    if (index === stores.length) void navigate('/connect', { state: { from: location.pathname + location.search } });
    else void navigate(MANAGE_STORES_PATH);
  };

  const { open, root, button, items, menuId, close, toggle, onButtonKey, onMenuKey } = useMenuButton({ labels, onOpen: () => void refresh(), onChoose: choose });

  if (!view || view.pinned) return null;
  if (onlyWithOthers && stores.length < 2) return null;
  const currentName = stores.find((store) => store.current)?.name ?? '';
  const switchingName = stores.find((store) => store.url === switchingTo)?.name ?? switchingTo;

  return (
    <div className="store-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className={cx('store-menu__button', open && 'store-menu__button--open')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={switchingTo ? true : undefined}
        disabled={switchingTo !== null}
        onClick={toggle}
        onKeyDown={onButtonKey}
      >
        {switchingTo ? <Spinner size="sm" decorative /> : null}
        <span className="store-menu__current">
          {switchingTo ? t('stores.switching', { store: switchingName }) : t('stores.menu_button', { store: currentName })}
        </span>
        <span className="store-menu__chevron" aria-hidden="true" />
      </button>
      {switchingTo && (
        <span className="visually-hidden" role="status">
          {t('stores.switching', { store: switchingName })}
        </span>
      )}
      {open && (
        <StoreMenuItems
          id={menuId}
          label={t('stores.menu_label')}
          stores={stores}
          itemRefs={items}
          onChoose={choose}
          onKeyDown={onMenuKey}
        />
      )}
    </div>
  );
}
