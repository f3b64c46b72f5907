import { useId } from 'react';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Field } from '../../components/Field';
import { QuantityNote } from '../../components/quantity/QuantityNote';
import { UNREAD_WORDS, type UnreadReason } from '../../lib/quantityText';
import { settingReadAs, settingUnread, type NumberSetting, type SettingsValues } from './settingsForm';

/** Why a setting's text is no number, in the words a quantity box uses ("is not a number" where it says "quantity"). */
const SETTING_UNREAD_WORDS: Record<UnreadReason, string> = { ...UNREAD_WORDS, digits_only: 'settings.number_digits_only' };

interface SettingNumberFieldProps {
  name: NumberSetting;
  label: string;
  hint: string;
  error?: string;
  control: Control<SettingsValues>;
  register: UseFormRegister<SettingsValues>;
}

/**
 * A whole number the core checks (minutes, megabytes, characters, milliseconds), read as a
 * quantity box reads it: "１０" typed through a Chinese input method is 10, and the field says
 * so; text that is no whole number is flagged at its field on Save and nothing is sent.
 */
export function SettingNumberField({ name, label, hint, error, control, register }: SettingNumberFieldProps) {
  const { t, i18n } = useTranslation();
  const noteId = useId();
  const typed = useWatch({ control, name });
  const readAs = settingReadAs(typed, i18n.language);
  const note = readAs === null ? null : t('common.quantity_read_as', { value: readAs.toLocaleString(i18n.language) });
  const field = register(name, {
    validate: (text: string) => {
      const reason = settingUnread(text, i18n.language);
      return reason === null || t(SETTING_UNREAD_WORDS[reason], { text: text.trim() });
    },
  });
  return (
    <Field
      label={label}
      hint={
        <>
          <QuantityNote id={noteId} text={error ? null : note} unread={false} />
          {hint}
        </>
      }
      inputMode="numeric"
      autoComplete="off"
      className="settings-number"
      error={error}
      {...field}
    />
  );
}
