import { useTranslation } from '../../i18n/useTranslation';
import { Field } from '../../components/Field';
import { listedCityCountry } from './cityParts';
import type { CityForm } from './cityForm';
import { IndonesiaCityFields } from './IndonesiaCityFields';
import { cityLabelKey } from './provinceLabel';
import { TaiwanCityFields } from './TaiwanCityFields';
import type { useAddressRules } from './useAddressRules';

interface CityFieldsProps {
  countryCode: string;
  /** The selected province when it is one of the listed provinces, else ''. */
  provinceCode: string;
  /** The country's provinces are listed (or loading), so its city can come from lists. */
  provincesListed: boolean;
  form: CityForm;
  rules: ReturnType<typeof useAddressRules>;
  error?: string;
}

/** The address's city: chosen from lists for Indonesia and Taiwan, typed elsewhere. */
export function CityFields({ countryCode, provinceCode, provincesListed, form, rules, error }: CityFieldsProps) {
  const { t } = useTranslation();
  const listed = provincesListed ? listedCityCountry(countryCode) : null;
  if (listed === 'ID') return <IndonesiaCityFields provinceCode={provinceCode} form={form} rules={rules} error={error} />;
  if (listed === 'TW') return <TaiwanCityFields provinceCode={provinceCode} form={form} rules={rules} error={error} />;
  return (
    <Field
      label={t(`account.${cityLabelKey(countryCode)}`)}
      required
      autoComplete="address-level2"
      error={error}
      {...form.register('city', rules.city)}
    />
  );
}
