import { useTranslation } from '../../i18n/useTranslation';
import { appExportDiagnostics } from './api';
import { SettingsAction } from './SettingsAction';

/** "Export diagnostics": one zip to send with a problem report, with nothing in it that names or signs in the buyer. */
export function ExportDiagnostics() {
  const { t } = useTranslation();
  return (
    <SettingsAction
      id="settings-diagnostics"
      title={t('settings.diagnostics_title')}
      description={t('settings.diagnostics_desc')}
      button={t('settings.diagnostics_button')}
      run={async () => {
        const result = await appExportDiagnostics({});
        if (!result.ok) return { ok: false, text: result.error.message };
        return result.data.saved ? { ok: true, text: t('settings.diagnostics_saved') } : null;
      }}
    />
  );
}
