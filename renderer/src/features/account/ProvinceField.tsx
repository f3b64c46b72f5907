import { useTranslation } from '../../i18n/useTranslation';
import type { UseFormRegister } from 'react-hook-form';
import type { Province } from '../../../../contract/schemas/account';
import { Field, SelectField } from '../../components/Field';
import type { AddressFormValues } from './addressValues';
import { provinceLabelKey } from './provinceLabel';
import type { useAddressRules } from './useAddressRules';

interface ProvinceFieldProps {
  countryCode: string;
  provinces: Province[];
  loading: boolean;
  register: UseFormRegister<AddressFormValues>;
  rules: ReturnType<typeof useAddressRules>;
  error?: string;
}

/**
 * Province or region: a select when the store lists the country's provinces, free
 * text otherwise; labelled as the country names it (State/territory, Province, Prefecture...).
 */
export function ProvinceField({ countryCode, provinces, loading, register, rules, error }: ProvinceFieldProps) {
  const { t } = useTranslation();
  const label = t(`account.${provinceLabelKey(countryCode)}`);
  if (loading) {
    return (
      <SelectField label={label} required disabled value="" aria-busy="true" onChange={() => undefined}>
        <option value="">{t('account.loading_provinces')}</option>
      </SelectField>
    );
  }
  if (provinces.length > 0) {
    return (
      <SelectField label={label} required autoComplete="address-level1" error={error} {...register('province_code', rules.province)}>
        {provinces.map((province) => (
          <option key={province.code} value={province.code}>
            {province.name}
          </option>
        ))}
      </SelectField>
    );
  }
  return <Field label={label} required autoComplete="address-level1" error={error} {...register('province', rules.province)} />;
}
