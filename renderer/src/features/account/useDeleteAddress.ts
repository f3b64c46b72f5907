import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import type { Address } from '../../../../contract/schemas/account';
import { useModal } from '../../components/Modal';
import { useToast } from '../../components/toast/useToast';
import { accountDeleteAddress } from './api';
import { accountQuery } from '../../state/query/accountQuery';
import { answerOf, resultOf } from '../../state/query/storeAnswer';
import { addressName } from './AddressCard';
import { joinedMessages } from './serverMessages';

/**
 * Delete after a confirmation dialog; the store's refusal goes to the address book's alert.
 * Once deleted, the account is read again in the buyer's cache.
 */
export function useDeleteAddress(onDeleted: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const { ask, modal } = useModal<'delete' | 'keep'>();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (address_id: number) => answerOf(accountDeleteAddress({ address_id })),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountQuery().queryKey }),
  });

  const remove = useCallback(
    async (address: Address) => {
      if (deletingId !== null) return;
      setFailure(null);
      const choice = await ask({
        title: t('account.delete_title'),
        description: t('account.delete_desc', { address: `${addressName(address)}, ${address.address1}` }),
        buttons: [
          { label: t('account.cancel'), value: 'keep' },
          { label: t('account.delete_confirm'), value: 'delete', variant: 'danger' },
        ],
      });
      if (choice !== 'delete') return;
      setDeletingId(address.address_id);
      const result = await resultOf(mutateAsync(address.address_id));
      setDeletingId(null);
      if (result.ok) {
        toast.success(t('account.address_deleted'));
        onDeleted();
      } else {
        setFailure(joinedMessages(result.error));
      }
    },
    [ask, deletingId, mutateAsync, onDeleted, t, toast],
  );

  const clearFailure = useCallback(() => setFailure(null), []);
  return { deletingId, failure, clearFailure, remove: (address: Address) => void remove(address), modal };
}
