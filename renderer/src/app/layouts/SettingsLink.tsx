import { useEffect, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { storefront } from '../../state/storefront';

/** Ctrl+Alt+S opens the settings: on a kiosk, whose link stays hidden until the PIN is given, the only way in. */
const isSettingsShortcut = (event: KeyboardEvent) => event.ctrlKey && event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';

/** "Settings" in the account menu; hidden on a kiosk while its settings are locked. */
export function SettingsLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState(true);

  // Asked again on every navigation: an unlock on the settings screen shows the link, a logout hides it.
  useEffect(() => {
    void storefront.settings.get().then((result) => setHidden(!result.ok || (result.data.kioskActive && result.data.locked)));
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSettingsShortcut(event)) return;
      event.preventDefault();
      void navigate('/settings');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  if (hidden) return null;
  return (
    <NavLink to="/settings" className="nav-link nav-link--quiet" onClick={onNavigate}>
      {t('settings.link')}
    </NavLink>
  );
}
