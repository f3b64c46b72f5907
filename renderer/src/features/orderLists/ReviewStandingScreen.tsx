import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import type { OrderList } from '../../../../contract/schemas/orderLists';
import type { StandingOrder } from '../../../../contract/schemas/standing';
import { Alert } from '../../components/Alert';
import { BudgetLine, useBudgetRemark } from '../../components/budget/BudgetLine';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { PageTitle } from '../../components/PageTitle';
import { ReorderPreviewTable } from '../../components/reorderPreview/ReorderPreviewTable';
import { Spinner } from '../../components/Spinner';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useStoreWritable } from '../../components/useStoreWritable';
import { useToast } from '../../components/toast/useToast';
import { formatDateTime } from '../../i18n/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../lib/money';
import { reorderPreview, type ReorderPreview } from '../../lib/reorderPreview';
import { todaysEntries } from '../../lib/todaysEntries';
import { budgetQuery } from '../../state/query/budgetQuery';
import { priceTermsAtom } from '../../state/priceTerms';
import { useActOnDue, usePlaceStanding, useStandingOrders } from './api';
import { asSourceLines } from './listLines';
import { useOrderLists } from './useOrderLists';
import '../../components/reorderPreview/reorder-preview.css';
import './order-lists.css';

/** /lists/:id/review: a standing order before it is placed. */
export default function ReviewStandingScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const lists = useOrderLists();
  const standing = useStandingOrders();
  const list = lists.status === 'ready' ? lists.lists.find((l) => String(l.id) === id) : undefined;
  const repeat = standing.data?.find((s) => String(s.list_id) === id) ?? null;
  if (lists.status === 'loading' || standing.isPending) return <Spinner block label={t('order_lists.review_title')} />;
  if (lists.status === 'failed') return <Alert variant="danger">{t('order_lists.load_failed', { message: lists.message })}</Alert>;
  if (!list) {
    return (
      <section className="order-lists">
        <PageTitle title={t('order_lists.review_title')} />
        <Alert variant="warning">{t('order_lists.not_found')}</Alert>
        <Link to="/lists">{t('order_lists.back')}</Link>
      </section>
    );
  }
  return <Review key={list.id} list={list} standing={repeat} />;
}

type Preview = { status: 'loading' } | { status: 'ready'; preview: ReorderPreview; message: string | null };

/** The total of the lines that will be ordered, at today's price where known. */
const totalOf = (preview: ReorderPreview) =>
  preview.lines.reduce((cents, line) => (line.unavailable ? cents : cents + Math.round((line.priceNow ?? line.priceThen) * 100) * line.quantity), 0) / 100;

/**
 * Today's prices against the last order's (the list's saved prices until one was placed from it),
 * the lines short of stock or gone, the total and the budget. Place order places only after the
 * buyer confirms; Skip this time and Snooze 1 hour leave it unplaced.
 */
function Review({ list, standing }: { list: OrderList; standing: StandingOrder | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const store = useStoreWritable();
  const terms = useAtomValue(priceTermsAtom);
  const budget = useQuery(budgetQuery());
  const act = useActOnDue();
  const place = usePlaceStanding();
  const [state, setState] = useState<Preview>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [noteInRemark, setNoteInRemark] = useState(false);
  const lastPrices = standing?.placed_prices;
  const source = useMemo(
    () => asSourceLines(list.lines).map((line) => ({ ...line, price: lastPrices?.[String(line.variant_id)] ?? line.price })),
    [list.lines, lastPrices],
  );
  useEffect(() => {
    let live = true;
    void todaysEntries(source).then(({ answers, message }) => {
      if (live) setState({ status: 'ready', preview: reorderPreview(source, answers, terms), message });
    });
    return () => {
      live = false;
    };
  }, [source, terms]);
  const total = state.status === 'ready' ? totalOf(state.preview) : 0;
  const remark = useBudgetRemark(total, list.currency, terms.locale);
  const money = (amount: number) => formatMoney(amount, list.currency, terms.locale);

  const placing = useSingleFlight(async (preview: ReorderPreview) => {
    const answer = await place(list.id, preview.items, noteInRemark && remark ? remark : '', t('order_lists.review_no_address'));
    setConfirming(false);
    if (!answer.ok) return toast.error(t('order_lists.review_place_failed', { message: answer.error.message }));
    toast.success(t('order_lists.review_placed'));
    navigate(`/order/${answer.data.token}`);
  });
  const later = useSingleFlight(async (action: 'skip' | 'snooze') => {
    try {
      await act(list.id, action);
      toast.success(action === 'skip' ? t('order_lists.review_skipped') : t('order_lists.review_snoozed'));
      navigate('/lists');
    } catch (thrown) {
      toast.error(thrown instanceof Error ? thrown.message : String(thrown));
    }
  });

  const due = standing?.due_at ?? null;
  return (
    <section className="order-lists order-review-standing">
      <PageTitle
        title={t('order_lists.review_heading', { name: list.name })}
        subtitle={due ? t('order_lists.review_due', { date: formatDateTime(due, terms.locale) }) : t('order_lists.review_not_due')}
      />
      <p>
        <Link to={`/lists/${list.id}`}>{t('order_lists.review_back', { name: list.name })}</Link>
      </p>
      {state.status === 'loading' && <Spinner block label={t('orders.reorder_checking')} />}
      {state.status === 'ready' && (
        <>
          {state.message !== null && <Alert variant="warning">{t('orders.reorder_not_checked', { message: state.message })}</Alert>}
          <p>
            {[
              state.preview.changed > 0 ? t('order_lists.changed', { count: state.preview.changed }) : null,
              state.preview.unavailable > 0 ? t('orders.reorder_unavailable', { count: state.preview.unavailable }) : null,
            ]
              .filter(Boolean)
              .join(' ')}
          </p>
          <ReorderPreviewTable
            lines={state.preview.lines}
            currency={list.currency}
            locale={terms.locale}
            thenLabel={standing?.last_order_token ? t('order_lists.col_last_order') : t('order_lists.col_saved_price')}
          />
          <p className="order-review-standing__total">
            <strong>{t('order_lists.review_total', { amount: money(total) })}</strong>
          </p>
          {budget.data && <BudgetLine total={total} currency={list.currency} locale={terms.locale} noteInRemark={noteInRemark} onNoteInRemark={setNoteInRemark} />}
          <div className="button-row">
            <Button
              onClick={() => setConfirming(true)}
              disabled={state.preview.items.length === 0 || !store.writable}
              loading={placing.busy}
              aria-describedby={store.describedBy}
            >
              {t('order_lists.review_place')}
            </Button>
            {due && (
              <>
                <Button variant="secondary" onClick={() => void later.run('skip')} loading={later.busy}>
                  {t('order_lists.review_skip')}
                </Button>
                <Button variant="secondary" onClick={() => void later.run('snooze')} loading={later.busy}>
                  {t('order_lists.review_snooze')}
                </Button>
              </>
            )}
          </div>
          {store.note}
          {confirming && (
            <Modal<'place' | 'cancel'>
              open
              title={t('order_lists.review_confirm_title')}
              description={t('order_lists.review_confirm', { count: state.preview.items.length, amount: money(total) })}
              buttons={[
                { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
                { label: t('order_lists.review_place'), value: 'place', variant: 'primary' },
              ]}
              onResult={(choice) => {
                if (choice === 'place' && !placing.busy) void placing.run(state.preview);
                else if (choice !== 'place') setConfirming(false);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
