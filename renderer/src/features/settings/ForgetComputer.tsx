import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useModal } from '../../components/Modal';
import { useSingleFlight } from '../../components/useSingleFlight';
import { settingsForgetCustomer } from './api';

/**
 * "Sign out and forget this computer": asked twice when orders not yet placed would go with it
 * (the core names them). The core logs out, drops the saved session and the orders it
 * remembered, then ends the session like a kiosk idle logout, so the page forgets the buyer too.
 */
export function ForgetComputer() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { ask, modal } = useModal<'forget' | 'cancel'>();
  const { busy, run } = useSingleFlight(async () => {
    setFailure(null);
    let result = await settingsForgetCustomer({});
    // Orders not yet placed are kept only here: the core names them, and forgets them only when told to.
    const waiting = !result.ok && result.error.kind === 'refused' ? result.error.fields?.waiting : undefined;
    if (!result.ok && waiting && waiting.length > 0) {
      const choice = await ask({
        title: t('settings.forget_waiting_title'),
        description: result.error.message,
        buttons: [
          { label: t('common.cancel'), value: 'cancel', variant: 'secondary' },
          { label: t('settings.forget_waiting_button'), value: 'forget', variant: 'danger' },
        ],
      });
      if (choice !== 'forget') return;
      result = await settingsForgetCustomer({ forget_waiting: true });
    }
    if (!result.ok) setFailure(result.error.message || t('settings.forget_failed'));
  });

  const confirm = async () => {
    const choice = await ask({
      title: t('settings.forget_confirm_title'),
      description: t('settings.forget_confirm_desc'),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'secondary' },
        { label: t('settings.forget_button'), value: 'forget', variant: 'danger' },
      ],
    });
    if (choice === 'forget') await run();
  };

  return (
    <section className="panel settings-panel" aria-labelledby="settings-forget">
      <h2 id="settings-forget" className="settings-group__title">
        {t('settings.forget_title')}
      </h2>
      <p className="muted">{t('settings.forget_desc')}</p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <div className="button-row">
        <Button variant="danger" onClick={() => void confirm()} loading={busy}>
          {t('settings.forget_button')}
        </Button>
      </div>
      {modal}
    </section>
  );
}
