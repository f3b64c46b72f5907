import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';
import { storefront } from '../../state/storefront';

/** "Clear offline data": this store's saved pages go; settings and the session stay. */
export function ClearOfflineData() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useSingleFlight(async () => {
    setOutcome(null);
    const result = await storefront.offline.clear();
    setOutcome(result.ok ? { ok: true, text: t('settings.offline_cleared') } : { ok: false, text: result.error.message || t('settings.offline_clear_failed') });
  });

  return (
    <section className="panel settings-panel" aria-labelledby="settings-offline">
      <h2 id="settings-offline" className="settings-group__title">
        {t('settings.offline_title')}
      </h2>
      <p className="muted">{t('settings.offline_desc')}</p>
      {outcome && <Alert variant={outcome.ok ? 'success' : 'danger'}>{outcome.text}</Alert>}
      <div className="button-row">
        <Button variant="secondary" onClick={() => void run()} loading={busy}>
          {t('settings.offline_clear_button')}
        </Button>
      </div>
    </section>
  );
}
