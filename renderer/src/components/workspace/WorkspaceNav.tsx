import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { HashLink, isAt } from '../HashLink';
import { DueStandingOrders } from './DueStandingOrders';
import './workspace-nav.css';

const SCREENS = [
  ['/lists', 'workspace.order_lists'],
  ['/buy-again', 'workspace.buy_again'],
  ['/order-search', 'workspace.order_search'],
  ['/insights', 'workspace.insights'],
] as const;

/** The buyer's workspace screens, one tab each: the header carries a single entry to them. Below, the standing orders waiting for the buyer. */
export function WorkspaceNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <nav className="workspace-nav" aria-label={t('workspace.nav_label')}>
        {SCREENS.map(([to, key]) => (
          <HashLink key={to} to={to} current={isAt(pathname, to)} className="workspace-nav__link">
            {t(key)}
          </HashLink>
        ))}
      </nav>
      <DueStandingOrders />
    </>
  );
}
