import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Field, SelectField } from '../../components/Field';
import type { CityForm } from './cityForm';
import { LoadingSelect } from './LoadingSelect';
import type { useAddressRules } from './useAddressRules';
import { useTaiwanCity } from './useTaiwanCity';

interface TaiwanCityFieldsProps {
  /** The chosen city or county, or '' while the province list is loading. */
  provinceCode: string;
  form: CityForm;
  rules: ReturnType<typeof useAddressRules>;
  error?: string;
}

/**
 * Taiwan's district: a native select of the city or county's districts (typing a
 * name jumps to it) that fills the postcode. One the app has no list for gets a typed district.
 */
export function TaiwanCityFields({ provinceCode, form, rules, error }: TaiwanCityFieldsProps) {
  const { t } = useTranslation();
  const city = useWatch({ control: form.control, name: 'city' });
  const { cities, chooseCity } = useTaiwanCity(provinceCode, form);
  const label = t('account.city_label_district');

  if (cities && cities.length === 0) {
    return <Field label={label} required autoComplete="address-level2" error={error} {...form.register('city', rules.city)} />;
  }
  if (!cities) return <LoadingSelect label={label} />;
  return (
    <SelectField label={label} required autoComplete="address-level2" error={error} value={city} onChange={(event) => chooseCity(event.target.value)}>
      {cities.map((option) => (
        <option key={option.name} value={option.name}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
