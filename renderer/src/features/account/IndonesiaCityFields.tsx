import { useTranslation } from '../../i18n/useTranslation';
import { Field, SelectField } from '../../components/Field';
import type { CityForm } from './cityForm';
import { LoadingSelect } from './LoadingSelect';
import type { useAddressRules } from './useAddressRules';
import { useIndonesianCity } from './useIndonesianCity';

interface IndonesiaCityFieldsProps {
  /** The chosen province, or '' while the province list is loading. */
  provinceCode: string;
  form: CityForm;
  rules: ReturnType<typeof useAddressRules>;
  error?: string;
}

/**
 * Indonesia's city: a regency or city, then one of its districts, each a native
 * select (typing a name jumps to it). A province the app has no lists for gets a typed city.
 */
export function IndonesiaCityFields({ provinceCode, form, rules, error }: IndonesiaCityFieldsProps) {
  const { t } = useTranslation();
  const { lists, chooseRegency, chooseDistrict } = useIndonesianCity(provinceCode, form);
  const regencyLabel = t('account.city_label_regency');
  const districtLabel = t('account.city_label_district');

  if (lists && lists.regencies.length === 0) {
    return <Field label={t('account.city')} required autoComplete="address-level2" error={error} {...form.register('city', rules.city)} />;
  }
  if (!lists) {
    return (
      <>
        <LoadingSelect label={regencyLabel} />
        <LoadingSelect label={districtLabel} />
      </>
    );
  }
  return (
    <>
      <SelectField label={regencyLabel} required autoComplete="address-level2" value={lists.regency} onChange={(event) => chooseRegency(event.target.value)}>
        {lists.regencies.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      {lists.districtsLoading ? (
        <LoadingSelect label={districtLabel} />
      ) : (
        <SelectField
          label={districtLabel}
          required
          autoComplete="address-level3"
          error={error}
          value={lists.district}
          onChange={(event) => chooseDistrict(event.target.value)}
        >
          {lists.districts.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
