import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { onCoreEvent, settingsGet } from '../../lib/api';
import { HashLink } from '../../components/HashLink';
import { isComposing } from '../../lib/composition';

/** Ctrl+Alt+S opens the settings: on a kiosk, whose link stays hidden until the PIN is given, the only way in. */
const isSettingsShortcut = (event: KeyboardEvent) => event.ctrlKey && event.altKey && !event.shiftKey && event.key.toLowerCase() === 's';

/** "Settings" in the account menu; hidden on a kiosk while its settings are locked. */
export function SettingsLink({ current, onNavigate }: { current: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hidden, setHidden] = useState(true);

  // A kiosk's lock opens with the PIN on the settings screen and closes again when the session ends.
  useEffect(() => {
    void settingsGet().then((result) => setHidden(!result.ok || (result.data.kioskActive && result.data.locked)));
    return onCoreEvent('settings:lock', ({ locked }) => setHidden(locked));
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSettingsShortcut(event) || isComposing(event)) return;
      event.preventDefault();
      void navigate('/settings');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  if (hidden) return null;
  return (
    <HashLink to="/settings" current={current} className="nav-link nav-link--quiet" onClick={onNavigate}>
      {t('header.settings_link')}
    </HashLink>
  );
}
