import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressInput } from '../../../../contract/schemas/account';
import { useSingleFlight } from '../../components/useSingleFlight';
import { accountCreateAddress, accountUpdateAddress } from './api';
import { accountQuery } from '../../state/query/accountQuery';
import { answerOf, failureOf } from '../../state/query/storeAnswer';
import type { AddressFormValues } from './addressValues';
import { joinedMessages, markFieldErrors } from './serverMessages';

const FIELDS = ['first_name', 'last_name', 'phone', 'company', 'address1', 'address2', 'city', 'zip', 'province', 'country_code'] as const;

/**
 * Creates or updates one address; once saved, the account is read again, its details
 * staying on screen meanwhile. On failure the store's messages are concatenated in the form's alert
 * and the fields they name are marked.
 */
export function useSaveAddress(
  address: Address | null,
  setError: UseFormSetError<AddressFormValues>,
  onSaved: (saved: Address | null, kind: 'added' | 'updated') => void,
) {
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = useMutation({
    mutationFn: (input: AddressInput) =>
      answerOf(
        address
          ? accountUpdateAddress({ address_id: address.address_id, address: input })
          : accountCreateAddress({ address: input }),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountQuery().queryKey }),
  });
  const { busy, run } = useSingleFlight(async (input: AddressInput, provinceListed: boolean) => {
    setFailure(null);
    try {
      const saved = await mutateAsync(input);
      // The store may answer only "saved": the edited address stands in; a new one is read back with the account.
      onSaved(saved.address ?? address, address ? 'updated' : 'added');
    } catch (error) {
      const failed = failureOf(error);
      const province = provinceListed ? 'province_code' : 'province';
      markFieldErrors(failed, FIELDS, setError, { province_code: province, province, country: 'country_code' });
      setFailure(joinedMessages(failed));
    }
  });
  return { busy, failure, save: run };
}
