import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import type { DesktopSettings, SettingsView } from '../../../../contract/schemas/desktop';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField, SelectField } from '../../components/Field';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { settingsUpdate } from './api';
import { thresholdsChanged } from '../../components/scan/scannerKeys';
import { FORM_FIELD, toPatch, toValues, type NumberSetting, type SettingsValues } from './settingsForm';
import { SettingNumberField } from './SettingNumberField';

/**
 * Open at login, notifications (the watch's price threshold with them), kiosk, catalogue age, offline space and the barcode scanner, saved together. The core checks every
 * value: a wrong one comes back with its field's message and nothing is saved.
 */
export function SettingsForm({ settings, onSaved }: { settings: DesktopSettings; onSaved: (view: SettingsView) => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, control, formState: { errors } } = useForm<SettingsValues>({ defaultValues: toValues(settings) });
  const openAtLogin = useWatch({ control, name: 'openAtLogin' });
  const largerTextHint = useId();

  const { busy, run } = useSingleFlight(async (values: SettingsValues) => {
    setFailure(null);
    const result = await settingsUpdate(toPatch(values, i18n.language));
    if (result.ok) {
      if (result.data.settings) reset(toValues(result.data.settings));
      // The scanner's thresholds count from the next key on.
      thresholdsChanged();
      toast.success(t('settings.saved'));
      onSaved(result.data);
      return;
    }
    setFailure(result.error.message || t('settings.save_failed'));
    for (const [field, messages] of Object.entries(result.error.fields ?? {})) {
      const name = FORM_FIELD[field];
      if (name && messages[0]) setError(name, { message: messages[0] });
    }
  });

  const numberField = (name: NumberSetting, label: string, hint: string) => (
    <SettingNumberField name={name} label={label} hint={hint} error={errors[name]?.message} control={control} register={register} />
  );

  return (
    <form className="panel settings-panel" noValidate onSubmit={handleSubmit((values) => void run(values))} aria-busy={busy}>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings.computer_title')}</legend>
        <CheckboxField label={t('settings.open_at_login')} {...register('openAtLogin')} />
        <div className="settings-group__nested">
          <CheckboxField label={t('settings.open_in_kiosk')} disabled={!openAtLogin} {...register('openInKiosk')} />
          <p className="field__hint">{t('settings.open_in_kiosk_hint')}</p>
        </div>
        <CheckboxField label={t('settings.notifications')} {...register('notifications')} />
        <p className="field__hint">{t('settings.notifications_hint')}</p>
        {numberField('watchThresholdPercent', t('settings.watch_threshold'), t('settings.watch_threshold_hint'))}
      </fieldset>
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings.appearance_title')}</legend>
        <SelectField label={t('settings.theme')} hint={t('settings.theme_hint')} className="settings-theme" {...register('theme')}>
          <option value="system">{t('settings.theme_system')}</option>
          <option value="light">{t('settings.theme_light')}</option>
          <option value="dark">{t('settings.theme_dark')}</option>
        </SelectField>
      </fieldset>
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings.kiosk_title')}</legend>
        <CheckboxField label={t('settings.kiosk_mode')} {...register('kioskMode')} />
        <CheckboxField label={t('settings.larger_text')} aria-describedby={largerTextHint} {...register('largerText')} />
        <p className="field__hint" id={largerTextHint}>
          {t('settings.larger_text_hint')}
        </p>
        {numberField('idleMinutes', t('settings.idle_minutes'), t('settings.idle_minutes_hint'))}
      </fieldset>
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings.catalogue_title')}</legend>
        {numberField('catalogueMaxAgeMinutes', t('settings.catalogue_age'), t('settings.catalogue_age_hint'))}
      </fieldset>
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings.offline_space_title')}</legend>
        {numberField('offlineCacheMB', t('settings.offline_size'), t('settings.offline_size_hint'))}
      </fieldset>
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t('settings.scanner_title')}</legend>
        {numberField('scannerMinLength', t('settings.scanner_min_length'), t('settings.scanner_min_length_hint'))}
        {numberField('scannerMaxGapMs', t('settings.scanner_max_gap'), t('settings.scanner_max_gap_hint'))}
      </fieldset>
      <div className="button-row">
        <Button type="submit" loading={busy}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
