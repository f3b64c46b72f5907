import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { customerAtom, shopAtom } from '../../state/shop';
import { StoreBrand } from '../../components/StoreBrand';
import { buttonClass } from '../../components/Button';
import { HashLink, isAt } from '../../components/HashLink';
import { SearchBox } from './SearchBox';
import { CartLink } from './CartLink';
import { OrdersLink } from './OrdersLink';
import { SettingsLink } from './SettingsLink';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { UpdateButton } from './UpdateButton';
import { StoreMenu } from '../../components/stores/StoreMenu';
import { isComposing } from '../../lib/composition';
import { KioskStartOver } from '../../features/counter/kioskParts';

/**
 * Logo, search, main navigation (products, orders, cart) and account links. Under 768 px
 * everything but the logo folds behind a menu button. Guests (preview, policies) only get
 * the logo and a way to log in.
 */
export function Header() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const customer = useAtomValue(customerAtom);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The menu is open on the route it was opened on: any navigation folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const close = () => setOpenOn(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open && !isComposing(event)) {
      setOpenOn(null);
      toggle.current?.focus();
    }
  };

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="container site-header__bar">
        <HashLink to="/" className="site-header__brand" aria-label={t('header.home', { store: shop?.name ?? '' })}>
          <StoreBrand />
        </HashLink>
        {customer ? (
          <>
            {!open && <CartLink bar current={false} />}
            <KioskStartOver />
            <button
              ref={toggle}
              type="button"
              className="menu-toggle"
              aria-expanded={open}
              aria-controls="site-menu"
              aria-label={open ? t('header.close_menu') : t('header.open_menu')}
              onClick={() => setOpenOn(open ? null : pathname)}
            >
              <span className="menu-toggle__bars" aria-hidden="true" />
              <span className="menu-toggle__text">{t('header.menu')}</span>
            </button>
            <div id="site-menu" className={open ? 'site-menu site-menu--open' : 'site-menu'}>
              <SearchBox onSearched={close} />
              <nav className="site-nav" aria-label={t('header.main_nav')}>
                <HashLink
                  to="/"
                  // A product page belongs to the catalogue: the Products tab stays marked there.
                  current={isAt(pathname, '/', true) || pathname.startsWith('/products/')}
                  className="nav-link"
                  onClick={close}
                >
                  {t('header.products')}
                </HashLink>
                <HashLink to="/quick-order" current={isAt(pathname, '/quick-order')} className="nav-link" onClick={close}>
                  {t('header.quick_order')}
                </HashLink>
                <OrdersLink pathname={pathname} onNavigate={close} />
                <HashLink to="/lists" current={['/lists', '/buy-again', '/order-search', '/insights'].some((to) => isAt(pathname, to))} className="nav-link" onClick={close}>
                  {t('workspace.nav_link')}
                </HashLink>
                <CartLink current={isAt(pathname, '/cart')} onNavigate={close} />
              </nav>
              <nav className="account-nav" aria-label={t('header.account_nav')}>
                <UpdateButton />
                <StoreMenu onNavigate={close} />
                <KeyboardShortcuts unfoldMenu={() => setOpenOn(pathname)} />
                <HashLink to="/contact_us" current={isAt(pathname, '/contact_us')} className="nav-link nav-link--quiet" onClick={close}>
                  {t('header.contact_us')}
                </HashLink>
                <HashLink to="/account" current={isAt(pathname, '/account')} className="nav-link nav-link--quiet" onClick={close}>
                  {t('header.account')}
                </HashLink>
                <SettingsLink current={isAt(pathname, '/settings')} onNavigate={close} />
                <HashLink to="/logout" current={isAt(pathname, '/logout')} className="nav-link nav-link--quiet" onClick={close}>
                  {t('header.logout')}
                </HashLink>
              </nav>
            </div>
          </>
        ) : (
          <>
            <KioskStartOver />
            <HashLink to="/login" className={buttonClass('primary', 'sm')}>
              {t('header.login')}
            </HashLink>
          </>
        )}
      </div>
    </header>
  );
}
