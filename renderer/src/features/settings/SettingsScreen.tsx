import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { BudgetSettings } from './BudgetSettings';
import { ClearOfflineData } from './ClearOfflineData';
import { ExportDiagnostics } from './ExportDiagnostics';
import { ForgetComputer } from './ForgetComputer';
import { LanguageSection } from './LanguageSection';
import { PinUnlock } from './PinUnlock';
import { SettingsForm } from './SettingsForm';
import { StoreSection } from './StoreSection';
import { useSettingsView } from './useSettingsView';
import './settings.css';

/** /settings: how the app works on this computer; behind the kiosk PIN on a kiosk. */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const { state, retry, show } = useSettingsView();
  return (
    <section className="settings-screen">
      <PageTitle title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {state.status === 'loading' && <Spinner block label={t('settings.loading')} />}
      {state.status === 'error' && (
        <Alert variant="danger" title={t('settings.load_failed')}>
          <p>{state.error.message}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && !state.view.settings && <PinUnlock canUnlock={state.view.canUnlock} onUnlocked={show} />}
      {state.status === 'ready' && state.view.settings && (
        <div className="settings-layout">
          <SettingsForm settings={state.view.settings} onSaved={show} />
          <div className="settings-layout__side">
            <StoreSection />
            <LanguageSection />
            <BudgetSettings />
            <ClearOfflineData />
            <ExportDiagnostics />
            <ForgetComputer />
          </div>
        </div>
      )}
    </section>
  );
}
