import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';
import { storefront } from '../../state/storefront';

/** "Export diagnostics": one zip to send with a problem report, with nothing in it that names or signs in the buyer. */
export function ExportDiagnostics() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { busy, run } = useSingleFlight(async () => {
    setOutcome(null);
    const result = await storefront.app.exportDiagnostics({});
    if (result.ok) setOutcome(result.data.saved ? { ok: true, text: t('settings.diagnostics_saved') } : null);
    else setOutcome({ ok: false, text: result.error.message });
  });

  return (
    <section className="panel settings-panel" aria-labelledby="settings-diagnostics">
      <h2 id="settings-diagnostics" className="settings-group__title">
        {t('settings.diagnostics_title')}
      </h2>
      <p className="muted">{t('settings.diagnostics_desc')}</p>
      {outcome && <Alert variant={outcome.ok ? 'success' : 'danger'}>{outcome.text}</Alert>}
      <div className="button-row">
        <Button variant="secondary" onClick={() => void run()} loading={busy}>
          {t('settings.diagnostics_button')}
        </Button>
      </div>
    </section>
  );
}
