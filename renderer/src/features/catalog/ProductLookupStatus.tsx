import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { buttonClass } from '../../components/Button';
import type { ProductState } from './useProduct';

/** What the product page shows while its product is not ready: loading, an error, or "No record found.". */
export function ProductLookupStatus({ state }: { state: Exclude<ProductState, { status: 'ready' }> }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <Spinner block label={t('product.loading')} />;
  if (state.status === 'error') return <Alert variant="danger">{state.error.message}</Alert>;
  return (
    <EmptyState
      title={t('product.not_found')}
      action={
        <Link to="/" className={buttonClass('secondary')}>
          {t('product.back')}
        </Link>
      }
    />
  );
}
