import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/Field';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { ordersUpdateRemark } from '../../lib/api';
import { useStoreWritable } from '../../components/useStoreWritable';
import { answerOf, failureOf } from '../../state/query/storeAnswer';
import { orderQuery } from '../../state/query/orderQuery';

/**
 * The customer's note on the order, saved with PUT update_remark (toasts remark_updated, or
 * failed_remark with the store's message). How long a remark may be is the store's to say.
 * Until the buyer types, the field shows the store's remark, so a fresher copy of the order
 * replaces a kept one's; once they type, their text is theirs. Once saved, the order is read again.
 */
export function OrderRemark({ token, remark }: { token: string; remark: string | null }) {
  const { t } = useTranslation();
  const store = useStoreWritable();
  const toast = useToast();
  const [typed, setText] = useState<string | null>(null);
  const text = typed ?? remark ?? '';

  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (remark: string) => answerOf(ordersUpdateRemark({ order_token: token, remark })),
    onSuccess: () => void client.invalidateQueries({ queryKey: orderQuery(token).queryKey, exact: true }),
  });
  const { busy, run } = useSingleFlight(async () => {
    try {
      await mutateAsync(text);
      toast.success(t('orders.remark_updated'));
    } catch (error) {
      toast.error(`${t('orders.failed_remark')} ${failureOf(error).message}`.trim());
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <form className="panel order-remark" onSubmit={submit}>
      <TextAreaField
        label={<span className="order-panel__title">{t('orders.remark')}</span>}
        hint={t('orders.remark_hint')}
        value={text}
        rows={4}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="order-remark__actions">
        <Button type="submit" variant="secondary" loading={busy} disabled={!store.writable} aria-describedby={store.describedBy}>
          {t('orders.save_remark')}
        </Button>
        {store.note}
      </div>
    </form>
  );
}
