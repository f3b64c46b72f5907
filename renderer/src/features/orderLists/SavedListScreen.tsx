import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import type { OrderList, OrderListLine } from '../../../../contract/schemas/orderLists';
import { Alert } from '../../components/Alert';
import { ExportMenu } from '../../components/menu/ExportMenu';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast/useToast';
import { WorkspaceNav } from '../../components/workspace/WorkspaceNav';
import { useTranslation } from '../../i18n/useTranslation';
import { priceTermsAtom } from '../../state/priceTerms';
import { listsUpdate } from './api';
import { AddLineForm } from './AddLineForm';
import { AddListToCart } from './AddListToCart';
import { AskListQuote } from './AskListQuote';
import { ListLinesTable } from './ListLinesTable';
import { NameForm } from './NameForm';
import { moveLine, withQuantity, withoutLine } from './listLines';
import { useOrderListsChanged } from '../../state/query/orderListsQuery';
import { useOrderLists } from './useOrderLists';
import { useStandingOrders } from './api';
import { RepeatEditor } from './RepeatEditor';
import { useLastOrderMarks } from './useLastOrderMarks';
import '../../components/card-table.css';
import './order-lists.css';

/** /lists/:id: one order list: rename, edit its lines, add all or the chosen ones to the cart, export. */
export default function SavedListScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const state = useOrderLists();
  const found = state.status === 'ready' ? state.lists.find((list) => String(list.id) === id) : undefined;
  // A list made since the lists were last read is not in them: it is looked for in the new read.
  const looking = state.status === 'loading' || (state.status === 'ready' && !found && state.reading);
  return (
    <section className="order-lists">
      {looking && <Spinner block label={t('order_lists.title')} />}
      {state.status === 'failed' && <Alert variant="danger">{t('order_lists.load_failed', { message: state.message })}</Alert>}
      {state.status === 'ready' && !found && !state.reading && (
        <>
          <PageTitle title={t('order_lists.title')} />
          <Alert variant="warning">{t('order_lists.not_found')}</Alert>
          <Link to="/lists">{t('order_lists.back')}</Link>
        </>
      )}
      {found && <ListEditor key={found.id} initial={found} />}
    </section>
  );
}

function ListEditor({ initial }: { initial: OrderList }) {
  const { t } = useTranslation();
  const toast = useToast();
  const terms = useAtomValue(priceTermsAtom);
  const [list, setList] = useState(initial);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const listsChanged = useOrderListsChanged();
  const standing = useStandingOrders();
  const repeat = standing.data?.find((s) => s.list_id === list.id) ?? null;
  const lastOrder = useLastOrderMarks(list.lines, terms.wholesale);

  /** Every change is kept at once: what is on screen is what this computer keeps. */
  const save = async (change: { name?: string; lines?: OrderListLine[] }) => {
    const answer = await listsUpdate({ id: list.id, ...change });
    if (!answer.ok) {
      toast.error(t('order_lists.saved_failed', { message: answer.error.message }));
      return false;
    }
    setList(answer.data);
    void listsChanged();
    // Lines are chosen by place: a change of the lines starts the choice afresh.
    if (change.lines) setChosen(new Set());
    return true;
  };
  const rename = async (name: string) => {
    if (await save({ name })) toast.success(t('order_lists.renamed'));
    return null;
  };
  const chosenLines = list.lines.filter((_, index) => chosen.has(index));

  return (
    <>
      <PageTitle
        title={list.name}
        subtitle={t('order_lists.lines_count', { count: list.lines.length })}
        actions={
          <>
            <ExportMenu
              fileName={list.name}
              lines={() => list.lines.map((line) => ({ sku: line.sku ?? '', quantity: line.quantity, product: line.name, unit_price: line.unit_price }))}
            />
            {list.lines.length > 0 && <AskListQuote lines={list.lines} currency={list.currency} />}
          </>
        }
      />
      <WorkspaceNav />
      <p>
        <Link to="/lists">{t('order_lists.back')}</Link>
      </p>
      <NameForm label={t('order_lists.name')} submitLabel={t('order_lists.rename')} initial={initial.name} onSubmit={rename} />
      {list.lines.length === 0 ? (
        <p className="muted">{t('order_lists.no_lines')}</p>
      ) : (
        <ListLinesTable
          lines={list.lines}
          currency={list.currency}
          locale={terms.locale}
          chosen={chosen}
          lastOrder={lastOrder}
          onChoose={(index, on) =>
            setChosen((before) => {
              const next = new Set(before);
              if (on) next.add(index);
              else next.delete(index);
              return next;
            })
          }
          onChooseAll={(on) => setChosen(on ? new Set(list.lines.map((_, index) => index)) : new Set())}
          onQuantity={(index, quantity) => void save({ lines: withQuantity(list.lines, index, quantity) })}
          onMove={(index, by) => void save({ lines: moveLine(list.lines, index, by) })}
          onRemove={(index) => void save({ lines: withoutLine(list.lines, index) })}
        />
      )}
      <div className="order-lists__cart">
        <AddListToCart lines={list.lines} currency={list.currency} label={t('order_lists.add_all')} />
        {chosenLines.length > 0 && <AddListToCart lines={chosenLines} currency={list.currency} label={t('order_lists.add_chosen', { count: chosenLines.length })} />}
      </div>
      <AddLineForm onAdd={(line) => void save({ lines: [...list.lines, line] })} />
      {standing.isSuccess && <RepeatEditor listId={list.id} standing={repeat} locale={terms.locale} />}
      <p className="order-lists__review-link">
        <Link to={`/lists/${list.id}/review`}>{t('order_lists.review_now')}</Link>
      </p>
    </>
  );
}
