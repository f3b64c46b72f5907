import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Shop } from '../../../../contract/schemas/shop';
import { brokenRule } from '../../lib/textRules';
import { addressLimits, type AddressTextField } from './addressRules';

type Validate = { validate: (value: unknown) => true | string };

/**
 * react-hook-form rules for the address form, worded like the store (Laravel): "The phone field
 * must be at least 7 characters." Each field shows one message at a time.
 */
export function useAddressRules(address2Mode: Shop['address2_mode']) {
  const { t } = useTranslation();
  return useMemo(() => {
    const limits = addressLimits(address2Mode);
    const rule = (field: AddressTextField | 'country', whenMissing?: string): Validate => ({
      validate: (value: unknown) => {
        const attribute = t(`account.attr_${field}`);
        const broken = brokenRule(typeof value === 'string' ? value : '', field === 'country' ? { required: true } : limits[field]);
        if (!broken) return true;
        if (broken.rule === 'required') return whenMissing ?? t('account.rule_required', { field: attribute });
        if (broken.rule === 'min') return t('account.rule_min', { field: attribute, min: broken.min });
        return t('account.rule_max', { field: attribute, max: broken.max });
      },
    });
    return {
      first_name: rule('first_name'),
      last_name: rule('last_name'),
      phone: rule('phone'),
      company: rule('company'),
      address1: rule('address1'),
      address2: rule('address2'),
      city: rule('city'),
      zip: rule('zip'),
      /** Where the postcode is not filled from the city lists: missing, the message says to type it. */
      typedZip: rule('zip', t('account.zip_required_typed')),
      province: rule('province'),
      country: rule('country'),
    };
  }, [t, address2Mode]);
}
