import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import type { Address } from '../../../../contract/schemas/account';
import type { Shop } from '../../../../contract/schemas/shop';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField, Field, SelectField } from '../../components/Field';
import { hasZip, zipIsTyped } from './addressRules';
import { addressInputOf, chooseProvince, formValuesOf, type AddressFormValues } from './addressValues';
import { listedCityCountry } from './cityParts';
import { CityFields } from './CityFields';
import { ProvinceField } from './ProvinceField';
import { useAddressRules } from './useAddressRules';
import { useIdleValidation } from './useIdleValidation';
import { useCountries, useProvinces } from './useLocations';
import { useSaveAddress } from './useSaveAddress';

interface AddressFormProps {
  /** The address to edit, or null for a new one. */
  address: Address | null;
  address2Mode: Shop['address2_mode'];
  onSaved: (saved: Address | null, kind: 'added' | 'updated') => void;
  /** Cancel hands back the address that was being edited. */
  onCancel: (address: Address | null) => void;
}

/** The reusable address form. City is typed, or chosen from lists for Indonesia and Taiwan. */
export function AddressForm({ address, address2Mode, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const rules = useAddressRules(address2Mode);
  const form = useForm<AddressFormValues>({ defaultValues: formValuesOf(address), mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const { register, handleSubmit, setValue, getValues, setError, control, formState } = form;
  const { errors } = formState;
  useIdleValidation(form);

  const countryCode = useWatch({ control, name: 'country_code' });
  const provinceCode = useWatch({ control, name: 'province_code' });
  const countries = useCountries();
  const { provinces, loading } = useProvinces(countryCode);
  const { busy, failure, save } = useSaveAddress(address, setError, onSaved);

  // A new list selects the address's own province, else one of the same name, else the first.
  useEffect(() => {
    if (loading || provinces.length === 0) return;
    setValue('province_code', chooseProvince(provinces, getValues('province_code'), getValues('province')));
  }, [provinces, loading, setValue, getValues]);

  // The city lists follow a province of this country's list only, not the last country's code.
  const listedProvince = !loading && provinces.some((p) => p.code === provinceCode) ? provinceCode : '';

  // The current country stays choosable while the list loads or when the store cannot list countries.
  const countryOptions = countries?.length ? countries : [{ country_code: countryCode, country_name: address?.country ?? countryCode }];

  const submit = handleSubmit((values) => {
    const input = addressInputOf(values, { countries: countries ?? [], provinces, address2Mode, fallbackCountryName: address?.country });
    void save(input, provinces.length > 0);
  });

  return (
    <form className="address-form" noValidate onSubmit={submit} aria-busy={busy} aria-labelledby={titleId}>
      <h3 id={titleId} className="address-form__title">
        {t(address ? 'account.edit_address_title' : 'account.new_address_title')}
      </h3>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <div className="address-form__grid">
        <Field label={t('account.first_name')} required autoFocus autoComplete="given-name" error={errors.first_name?.message} {...register('first_name', rules.first_name)} />
        <Field label={t('account.last_name')} required autoComplete="family-name" error={errors.last_name?.message} {...register('last_name', rules.last_name)} />
        <Field label={t('account.phone')} required type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone', rules.phone)} />
        <Field label={t('account.company')} autoComplete="organization" error={errors.company?.message} {...register('company', rules.company)} />
        <Field
          className="address-form__wide"
          label={t('account.address1')}
          required
          autoComplete="address-line1"
          error={errors.address1?.message}
          {...register('address1', rules.address1)}
        />
        {address2Mode !== 'hidden' && (
          <Field
            className="address-form__wide"
            label={t('account.address2')}
            required={address2Mode === 'required'}
            autoComplete="address-line2"
            error={errors.address2?.message}
            {...register('address2', rules.address2)}
          />
        )}
        <SelectField
          label={t('account.country')}
          required
          autoComplete="country"
          error={errors.country_code?.message}
          {...register('country_code', {
            ...rules.country,
            // A country whose city is typed starts it empty (once, here: never on load);
            // Indonesia's and Taiwan's lists set their own. The province list reselects by itself.
            onChange: (event: { target: { value: string } }) => {
              if (!listedCityCountry(event.target.value)) setValue('city', '');
            },
          })}
        >
          {!countryCode && <option value="">{t('account.choose_country')}</option>}
          {countryOptions.map((country) => (
            <option key={country.country_code} value={country.country_code}>
              {country.country_name}
            </option>
          ))}
        </SelectField>
        <ProvinceField
          countryCode={countryCode}
          provinces={provinces}
          loading={loading}
          register={register}
          rules={rules}
          error={errors.province_code?.message ?? errors.province?.message}
        />
        <CityFields
          countryCode={countryCode}
          provinceCode={listedProvince}
          provincesListed={loading || provinces.length > 0}
          form={form}
          rules={rules}
          error={errors.city?.message}
        />
        {hasZip(countryCode) && (
          <Field
            label={t('account.zip')}
            required
            autoComplete="postal-code"
            hint={zipIsTyped(countryCode) ? t('account.zip_hint_typed') : undefined}
            error={errors.zip?.message}
            {...register('zip', zipIsTyped(countryCode) ? rules.typedZip : rules.zip)}
          />
        )}
      </div>
      {address?.is_primary ? (
        <CheckboxField label={t('account.set_primary')} checked disabled readOnly aria-describedby={`${titleId}-primary`} />
      ) : (
        <CheckboxField label={t('account.set_primary')} {...register('is_primary')} />
      )}
      {address?.is_primary && (
        <p id={`${titleId}-primary`} className="address-form__note">
          {t('account.primary_locked')}
        </p>
      )}
      <div className="account-actions">
        <Button type="submit" loading={busy}>
          {t('account.save')}
        </Button>
        <Button variant="secondary" onClick={() => onCancel(address)} disabled={busy}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
