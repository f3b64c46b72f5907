import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { HashLink, isAt } from '../HashLink';
import { useWatchView } from '../../state/query/watchQuery';
import { DueStandingOrders } from './DueStandingOrders';
import './workspace-nav.css';

const SCREENS = [
  ['/lists', 'workspace.order_lists'],
  ['/buy-again', 'workspace.buy_again'],
  ['/order-search', 'workspace.order_search'],
  ['/insights', 'workspace.insights'],
  ['/watch', 'workspace.watch'],
] as const;

/**
 * The buyer's workspace screens, one tab each: the header carries a single entry to them. The watch's
 * tab counts the changes not seen yet. Below, the standing orders waiting for the buyer.
 */
export function WorkspaceNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const unseen = useWatchView().data?.unseen ?? 0;
  return (
    <>
      <nav className="workspace-nav" aria-label={t('workspace.nav_label')}>
        {SCREENS.map(([to, key]) => (
          <HashLink key={to} to={to} current={isAt(pathname, to)} className="workspace-nav__link">
            {t(key)}
            {to === '/watch' && unseen > 0 && (
              <span className="workspace-nav__count">
                <span aria-hidden="true">{unseen}</span>
                <span className="visually-hidden"> {t('workspace.watch_unseen', { count: unseen })}</span>
              </span>
            )}
          </HashLink>
        ))}
      </nav>
      <DueStandingOrders />
    </>
  );
}
