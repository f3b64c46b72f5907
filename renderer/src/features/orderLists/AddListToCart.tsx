import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { OrderListLine } from '../../../../contract/schemas/orderLists';
import { Button } from '../../components/Button';
import { Modal, type ModalButton } from '../../components/Modal';
import { ReorderPreviewTable } from '../../components/reorderPreview/ReorderPreviewTable';
import { Spinner } from '../../components/Spinner';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useStoreWritable } from '../../components/useStoreWritable';
import { useToast } from '../../components/toast/useToast';
import { useTranslation } from '../../i18n/useTranslation';
import { reorderPreview, type ReorderPreview } from '../../lib/reorderPreview';
import { todaysEntries } from '../../lib/todaysEntries';
import { cartSummaryAtom } from '../../state/cart';
import { useAddToCartMutation } from '../../state/query/cartMutations';
import { priceTermsAtom } from '../../state/priceTerms';
import { asSourceLines } from './listLines';
import '../../components/reorderPreview/reorder-preview.css';

type Preview = { status: 'closed' } | { status: 'loading' } | { status: 'ready'; preview: ReorderPreview; message: string | null };

/**
 * Add to cart of a whole list or of the chosen lines: first what changed since the list was saved
 * (today's price at the quantity, tiers included; stock; what the store no longer sells), asked of
 * the store itself; then the lines that can be added go in one cart call.
 */
export function AddListToCart({ lines, currency, label }: { lines: readonly OrderListLine[]; currency: string; label: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const store = useStoreWritable();
  const terms = useAtomValue(priceTermsAtom);
  const summary = useAtomValue(cartSummaryAtom);
  const addLines = useAddToCartMutation();
  const [state, setState] = useState<Preview>({ status: 'closed' });

  const open = async () => {
    setState({ status: 'loading' });
    const source = asSourceLines(lines);
    const { answers, message } = await todaysEntries(source);
    setState({ status: 'ready', preview: reorderPreview(source, answers, terms), message });
  };
  const { busy, run } = useSingleFlight(async (preview: ReorderPreview) => {
    const answer = await addLines({ order_items: preview.items, cart_token: summary?.cart_token ?? null });
    if (!answer.ok) return toast.error(answer.error.kind === 'store' && answer.error.message ? answer.error.message : t('order_lists.add_failed'));
    setState({ status: 'closed' });
    toast.success(t('order_lists.added', { count: preview.items.length }));
    navigate('/cart');
  });

  const buttons: ModalButton<'add' | 'cancel'>[] = [{ label: t('common.cancel'), value: 'cancel', variant: 'ghost' }];
  if (state.status === 'ready' && state.preview.items.length > 0) {
    buttons.push({ label: t('orders.reorder_add', { count: state.preview.items.length }), value: 'add', variant: 'primary' });
  }
  return (
    <>
      <Button onClick={() => void open()} disabled={lines.length === 0 || !store.writable || state.status === 'loading'} loading={busy} aria-describedby={store.describedBy}>
        {label}
      </Button>
      {store.note}
      {state.status !== 'closed' && (
        <Modal<'add' | 'cancel'>
          open
          title={t('order_lists.preview_title')}
          description={state.status === 'ready' ? <PreviewSummary preview={state.preview} message={state.message} /> : t('orders.reorder_checking')}
          buttons={buttons}
          onResult={(choice) => {
            if (choice === 'add' && state.status === 'ready' && !busy) void run(state.preview);
            else if (choice !== 'add') setState({ status: 'closed' });
          }}
        >
          {state.status === 'loading' && <Spinner block label={t('orders.reorder_checking')} />}
          {state.status === 'ready' && (
            <ReorderPreviewTable lines={state.preview.lines} currency={currency} locale={terms.locale} thenLabel={t('order_lists.col_saved_price')} />
          )}
        </Modal>
      )}
    </>
  );
}

function PreviewSummary({ preview, message }: { preview: ReorderPreview; message: string | null }) {
  const { t } = useTranslation();
  const parts = [
    preview.items.length === 0 ? t('order_lists.nothing') : t('orders.reorder_summary', { count: preview.items.length }),
    preview.changed > 0 ? t('order_lists.changed', { count: preview.changed }) : null,
    preview.unavailable > 0 ? t('orders.reorder_unavailable', { count: preview.unavailable }) : null,
  ].filter((part): part is string => part !== null);
  return (
    <>
      <p>{parts.join(' ')}</p>
      {message !== null && (
        <p className="reorder-preview__warning" role="status">
          {t('orders.reorder_not_checked', { message })}
        </p>
      )}
    </>
  );
}
