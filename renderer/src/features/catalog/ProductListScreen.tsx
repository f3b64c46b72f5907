import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { StaleMark } from '../../components/StaleMark';
import { SortSelect } from '../../components/SortSelect';
import { searchQueryAtom } from '../../state/search';
import { LayoutToggle } from './LayoutToggle';
import { ListError } from './ListError';
import { Pagination } from '../../components/Pagination';
import { ProductGrid } from './ProductGrid';
import { OrderForm } from './OrderForm';
import { ProductListSkeleton } from './ProductListSkeleton';
import { catalogLayoutAtom } from './layout';
import { useListParams } from './useListParams';
import { useProductList } from './useProductList';
import { WholesaleNote } from '../../components/WholesaleNote';
import { priceTermsAtom } from '../../state/priceTerms';
import './catalog.css';

/** Home (/): the catalogue at the customer's wholesale prices, sorted, paged and searched. */
export default function ProductListScreen() {
  const { t } = useTranslation();
  const { key, setSort, setPage } = useListParams();
  const { state, reload, refreshing } = useProductList(key);
  const storedLayout = useAtomValue(catalogLayoutAtom);
  const layout = storedLayout === 'list' ? 'list' : 'grid';
  const [query, setQuery] = useAtom(searchQueryAtom);
  const { pricelistEnabled } = useAtomValue(priceTermsAtom);

  return (
    <section className="catalog" aria-busy={state.status === 'loading'}>
      <PageTitle
        title={t('home.title')}
        subtitle={key.q ? t('home.search_results', { q: key.q }) : undefined}
        actions={
          <div className="catalog-toolbar">
            <StaleMark stale={state.status === 'ready' && refreshing} />
            {/* With nothing found, the empty state below carries this button instead. */}
            {query && state.status !== 'empty' && (
              <Button variant="link" size="sm" onClick={() => setQuery('')}>
                {t('home.clear_search')}
              </Button>
            )}
            <SortSelect section="home" value={key.sort} onChange={setSort} />
            <LayoutToggle />
          </div>
        }
      />
      {!pricelistEnabled && <Alert variant="warning">{t('home.pricelist_not_found')}</Alert>}
      <WholesaleNote />
      {state.status === 'loading' && <ProductListSkeleton layout={layout} />}
      {state.status === 'error' && <ListError error={state.error} onRetry={reload} />}
      {state.status === 'empty' && (
        <EmptyState
          title={t('home.no_result')}
          // A search that found nothing offers the way back to the whole catalogue.
          action={
            query ? (
              <Button variant="secondary" onClick={() => setQuery('')}>
                {t('home.clear_search')}
              </Button>
            ) : undefined
          }
        />
      )}
      {state.status === 'ready' && (
        <>
          {layout === 'list' ? <OrderForm products={state.page.products} /> : <ProductGrid products={state.page.products} layout={layout} />}
          <Pagination page={key.page} totalPages={state.page.total_pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
