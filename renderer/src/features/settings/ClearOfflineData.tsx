import { useTranslation } from '../../i18n/useTranslation';
import { offlineClear } from './api';
import { SettingsAction } from './SettingsAction';

/** "Clear offline data": this store's saved pages go; settings and the session stay. */
export function ClearOfflineData() {
  const { t } = useTranslation();
  return (
    <SettingsAction
      id="settings-offline"
      title={t('settings.offline_title')}
      description={t('settings.offline_desc')}
      button={t('settings.offline_clear_button')}
      run={async () => {
        const result = await offlineClear();
        return result.ok ? { ok: true, text: t('settings.offline_cleared') } : { ok: false, text: result.error.message || t('settings.offline_clear_failed') };
      }}
    />
  );
}
