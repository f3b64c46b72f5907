import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import type { ButtonSize, ButtonVariant } from '../../components/Button';
import { Button } from '../../components/Button';
import { Modal, type ModalButton } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { useStoreWritable } from '../../components/useStoreWritable';
import { cartSummaryAtom } from '../../state/cart';
import { useAddToCartMutation } from '../../state/query/cartMutations';
import { priceTermsAtom } from '../../state/priceTerms';
import type { OrderItemInput } from '../../../../contract/schemas/cart';
import { ReorderPreviewTable } from '../../components/reorderPreview/ReorderPreviewTable';
import { useReorderPreview, type PreviewState, type ReorderSource } from './useReorderPreview';
import '../../components/reorderPreview/reorder-preview.css';

type Choice = 'cancel' | 'add' | 'replace';

interface RepeatOrderProps {
  source: ReorderSource;
  /** The button's words: "Repeat order" on the order page, "Reorder" on a row of the list. */
  label: string;
  /** Names the order for a screen reader where many such buttons sit together (the list). */
  accessibleName?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * "Repeat order" with a preview: what each line adds, its price on the order and today,
 * and what cannot be added. Add (or, with a cart that has a subtotal, Replace) sends the
 * available lines in one cart call, then the cart opens. It writes to the cart, so it waits
 * while the store is unreachable or the order is a kept copy.
 */
export function RepeatOrder({ source, label, accessibleName, variant = 'secondary', size }: RepeatOrderProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const store = useStoreWritable();
  const terms = useAtomValue(priceTermsAtom);
  const summary = useAtomValue(cartSummaryAtom);
  const addLines = useAddToCartMutation();
  const { state, open, close } = useReorderPreview(source);
  const cartHasItems = (summary?.subtotal ?? 0) > 0;

  const { busy, run } = useSingleFlight(async (choice: 'add' | 'replace', items: OrderItemInput[]) => {
    const answer = await addLines({
      order_items: items,
      cart_token: summary?.cart_token ?? null,
      ...(choice === 'replace' ? { is_replace_cart: true } : {}),
    });
    if (answer.ok) {
      close();
      toast.success(t(choice === 'replace' ? 'orders.reorder_replaced' : 'orders.reorder_added', { count: items.length }));
      navigate('/cart');
    } else {
      toast.error(answer.error.kind === 'store' && answer.error.message ? answer.error.message : t('orders.repeat_failed'));
    }
  });

  const choose = (choice: Choice | null) => {
    if (choice === null || choice === 'cancel') return close(); // Cancel, Escape
    if (state.status === 'ready' && !busy) void run(choice, state.preview.items);
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        onClick={() => void open()}
        loading={busy}
        disabled={!store.writable || state.status === 'loading'}
        aria-describedby={store.describedBy}
        aria-label={accessibleName}
      >
        {label}
      </Button>
      {store.note}
      {state.status !== 'closed' && (
        <Modal<Choice>
          open
          title={t('orders.repeat_title')}
          description={<PreviewSummary state={state} cartHasItems={cartHasItems} />}
          buttons={buttonsFor(state, cartHasItems, t)}
          onResult={choose}
        >
          {state.status === 'loading' && <Spinner block label={t('orders.reorder_checking')} />}
          {state.status === 'ready' && <ReorderPreviewTable lines={state.preview.lines} currency={state.order.currency} locale={terms.locale} />}
        </Modal>
      )}
    </>
  );
}

function buttonsFor(state: PreviewState, cartHasItems: boolean, t: (key: string, options?: Record<string, unknown>) => string): ModalButton<Choice>[] {
  const cancel: ModalButton<Choice> = { label: t('common.cancel'), value: 'cancel', variant: 'ghost' };
  if (state.status !== 'ready' || state.preview.items.length === 0) return [cancel];
  const count = state.preview.items.length;
  const add: ModalButton<Choice> = { label: t('orders.reorder_add', { count }), value: 'add', variant: 'primary' };
  return cartHasItems ? [cancel, { label: t('orders.reorder_replace', { count }), value: 'replace', variant: 'secondary' }, add] : [cancel, add];
}

function PreviewSummary({ state, cartHasItems }: { state: PreviewState; cartHasItems: boolean }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <p>{t('orders.reorder_checking')}</p>;
  if (state.status === 'failed') return <p role="alert">{t('orders.reorder_load_failed', { message: state.message })}</p>;
  if (state.status !== 'ready') return null;
  const { preview } = state;
  const parts = [
    preview.items.length === 0 ? t('orders.repeat_nothing') : t('orders.reorder_summary', { count: preview.items.length }),
    preview.changed > 0 ? t('orders.reorder_changed', { count: preview.changed }) : null,
    preview.unavailable > 0 ? t('orders.reorder_unavailable', { count: preview.unavailable }) : null,
    preview.items.length > 0 && cartHasItems ? t('orders.reorder_cart_has_items') : null,
  ].filter((part): part is string => part !== null);
  return (
    <>
      <p>{parts.join(' ')}</p>
      {!state.checked && (
        <p className="reorder-preview__warning" role="status">
          {t('orders.reorder_not_checked', { message: state.message ?? '' })}
        </p>
      )}
    </>
  );
}
