import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import type { SettingsView } from '../../../../contract/schemas/desktop';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useSingleFlight } from '../../components/useSingleFlight';
import { settingsUnlock } from './api';

/** A kiosk's settings behind the PIN from the settings file; the core checks it and slows down guessing. */
export function PinUnlock({ canUnlock, onUnlocked }: { canUnlock: boolean; onUnlocked: (view: SettingsView) => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ pin: string }>({ defaultValues: { pin: '' } });

  const { busy, run } = useSingleFlight(async ({ pin }: { pin: string }) => {
    setFailure(null);
    const result = await settingsUnlock({ pin });
    if (result.ok) return onUnlocked(result.data);
    const pinMessage = result.error.fields?.pin?.[0];
    if (pinMessage) setError('pin', { message: pinMessage });
    else setFailure(result.error.message || t('settings.unlock_failed'));
  });

  if (!canUnlock) return <Alert variant="info" title={t('settings.locked_title')}>{t('settings.locked_no_pin')}</Alert>;
  return (
    <form className="panel settings-panel settings-unlock" noValidate onSubmit={handleSubmit((values) => void run(values))} aria-busy={busy}>
      <h2 className="settings-group__title">{t('settings.locked_title')}</h2>
      <p className="muted">{t('settings.locked_desc')}</p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Field label={t('settings.pin')} type="password" inputMode="numeric" autoComplete="off" autoFocus error={errors.pin?.message} {...register('pin')} />
      <div className="button-row">
        <Button type="submit" loading={busy}>
          {t('settings.unlock')}
        </Button>
      </div>
    </form>
  );
}
