import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { SortBy } from '../../../../contract/schemas/catalog';
import { Alert } from '../../components/Alert';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { SortSelect } from '../../components/SortSelect';
import { Spinner } from '../../components/Spinner';
import { priceTermsAtom } from '../../state/priceTerms';
import { PreviewCard } from './PreviewCard';
import { Pagination } from '../../components/Pagination';
import { usePreviewProducts } from './usePreviewProducts';
import './preview.css';

/** /preview: the catalogue as a showcase, for guests too ("Preview products"). */
export default function PreviewScreen() {
  const { t } = useTranslation();
  const terms = useAtomValue(priceTermsAtom);
  const [sort, setSort] = useState<SortBy>('created_at.asc');
  const [page, setPage] = useState(1);
  const state = usePreviewProducts(sort, page);
  return (
    <section className="preview-screen">
      <PageTitle
        title={t('preview.title')}
        actions={
          <SortSelect
            section="preview"
            value={sort}
            onChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
        }
      />
      {!terms.pricelistEnabled && <Alert variant="warning">{t('preview.pricelist_not_found')}</Alert>}
      {state.status === 'loading' && <Spinner block label={t('preview.loading')} />}
      {state.status === 'error' && <Alert variant="danger">{state.error.message}</Alert>}
      {state.status === 'empty' && <EmptyState title={t('preview.no_result')} />}
      {state.status === 'ready' && (
        <>
          <ul className="product-grid product-grid--grid">
            {state.page.products.map((product) => (
              <PreviewCard
                key={product.id}
                product={product}
                locale={terms.locale}
                wholesale={terms.wholesale}
                allowPreorder={terms.allowPreorder}
                showRetail={terms.showRetail}
              />
            ))}
          </ul>
          <Pagination page={page} totalPages={state.page.total_pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
