import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { Address, AddressInput } from '../../../../preload/schemas/account';
import { useSingleFlight } from '../../components/useSingleFlight';
import { storefront } from '../../state/storefront';
import type { AddressFormValues } from './addressValues';
import { joinedMessages, markFieldErrors } from './serverMessages';

const FIELDS = ['first_name', 'last_name', 'phone', 'company', 'address1', 'address2', 'city', 'zip', 'province', 'country_code'] as const;

/**
 * Creates or updates one address (spec 7). On failure the store's messages are concatenated in
 * the form's alert and the fields they name are marked.
 */
export function useSaveAddress(
  address: Address | null,
  setError: UseFormSetError<AddressFormValues>,
  onSaved: (saved: Address | null, kind: 'added' | 'updated') => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run } = useSingleFlight(async (input: AddressInput, provinceListed: boolean) => {
    setFailure(null);
    const result = address
      ? await storefront.account.updateAddress({ address_id: address.address_id, address: input })
      : await storefront.account.createAddress({ address: input });
    if (result.ok) {
      // The store may answer only "saved" (spec 7): the edited address stands in; a new one is read back with the account.
      onSaved(result.data.address ?? address, address ? 'updated' : 'added');
      return;
    }
    const province = provinceListed ? 'province_code' : 'province';
    markFieldErrors(result.error, FIELDS, setError, { province_code: province, province, country: 'country_code' });
    setFailure(joinedMessages(result.error));
  });
  return { busy, failure, save: run };
}
