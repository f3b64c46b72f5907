import { Link, useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { useModal } from '../../components/Modal';
import { useToast } from '../../components/toast/useToast';
import { WorkspaceNav } from '../../components/workspace/WorkspaceNav';
import { formatDateTime } from '../../i18n/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { customerAtom, shopAtom } from '../../state/shop';
import { priceTermsAtom } from '../../state/priceTerms';
import { listsCreate } from '../../lib/api';
import { listsDelete } from './api';
import { ImportListButton } from './ImportListButton';
import { NameForm } from './NameForm';
import { useOrderListsChanged } from '../../state/query/orderListsQuery';
import { useOrderLists } from './useOrderLists';
import '../../components/card-table.css';
import './order-lists.css';

/** /lists: the buyer's order lists; a new one by name or from a CSV file. */
export default function SavedListsScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const shop = useAtomValue(shopAtom);
  const customer = useAtomValue(customerAtom);
  const currency = customer?.currency ?? shop?.currency ?? '';
  // Dates in the language the buyer reads, not the store's own.
  const { locale } = useAtomValue(priceTermsAtom);
  const state = useOrderLists();
  const listsChanged = useOrderListsChanged();
  const { ask, modal } = useModal<'delete' | 'cancel'>();

  const create = async (name: string) => {
    const answer = await listsCreate({ name, currency, lines: [] });
    if (!answer.ok) return t('order_lists.create_failed', { message: answer.error.message });
    void listsChanged();
    navigate(`/lists/${answer.data.id}`);
    return null;
  };
  const remove = async (id: number, listName: string) => {
    const choice = await ask({
      title: t('order_lists.delete_title'),
      description: t('order_lists.delete_description', { name: listName }),
      buttons: [
        { label: t('common.cancel'), value: 'cancel', variant: 'ghost' },
        { label: t('order_lists.delete'), value: 'delete', variant: 'danger' },
      ],
    });
    if (choice !== 'delete') return;
    const answer = await listsDelete({ id });
    if (answer.ok) toast.success(t('order_lists.deleted'));
    else toast.error(answer.error.message);
    void listsChanged();
  };

  return (
    <section className="order-lists">
      <PageTitle title={t('order_lists.title')} subtitle={t('order_lists.subtitle')} actions={<ImportListButton currency={currency} onImported={() => void listsChanged()} />} />
      <WorkspaceNav />
      <NameForm label={t('order_lists.new_name')} submitLabel={t('order_lists.create')} onSubmit={create} />
      {state.status === 'loading' && <Spinner block label={t('order_lists.title')} />}
      {state.status === 'failed' && <Alert variant="danger">{t('order_lists.load_failed', { message: state.message })}</Alert>}
      {state.status === 'ready' && state.lists.length === 0 && <EmptyState title={t('order_lists.empty')} description={t('order_lists.empty_hint')} />}
      {state.status === 'ready' && state.lists.length > 0 && (
        <div className="table-wrap">
          <table className="table card-table order-lists__table" aria-label={t('order_lists.lists_label')}>
            <thead>
              <tr>
                <th scope="col">{t('order_lists.col_name')}</th>
                <th scope="col" className="num">
                  {t('order_lists.col_lines')}
                </th>
                <th scope="col">{t('order_lists.col_updated')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('order_lists.delete')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.lists.map((list) => (
                <tr key={list.id}>
                  <th scope="row">
                    <Link to={`/lists/${list.id}`}>{list.name}</Link>
                  </th>
                  <td className="num" data-label={t('order_lists.col_lines')}>
                    {t('order_lists.lines_count', { count: list.lines.length })}
                  </td>
                  <td data-label={t('order_lists.col_updated')}>{formatDateTime(list.updated_at, locale)}</td>
                  <td className="order-lists__actions">
                    <Button variant="ghost" size="sm" aria-label={t('order_lists.delete_list', { name: list.name })} onClick={() => void remove(list.id, list.name)}>
                      {t('order_lists.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {modal}
    </section>
  );
}
