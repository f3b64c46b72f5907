import { useTranslation } from '../../i18n/useTranslation';
import { SelectField } from '../../components/Field';

/** A list's place while it loads: labelled and focusable as the list will be, but not choosable yet. */
export function LoadingSelect({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <SelectField label={label} required disabled value="" aria-busy="true" onChange={() => undefined}>
      <option value="">{t('account.loading_provinces')}</option>
    </SelectField>
  );
}
