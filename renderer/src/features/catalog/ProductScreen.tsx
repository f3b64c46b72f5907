import { useParams, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { buttonClass } from '../../components/Button';
import { ProductDetail } from './ProductDetail';
import { useProduct } from './useProduct';
import './catalog.css';
import './product.css';
import './variant-table.css';

/** /products/:handle: the product with its variant table and Add to cart. */
export default function ProductScreen() {
  const { t } = useTranslation();
  const { handle = '' } = useParams();
  const state = useProduct(handle);
  const back = (
    <Link to="/" className="back-link">
      ‹ {t('product.back')}
    </Link>
  );
  return (
    <section className="product-screen">
      {back}
      {state.status === 'loading' && <Spinner block label={t('product.loading')} />}
      {state.status === 'error' && <Alert variant="danger">{state.error.message}</Alert>}
      {state.status === 'not_found' && (
        <EmptyState
          title={t('product.not_found')}
          action={
            <Link to="/" className={buttonClass('secondary')}>
              {t('product.back')}
            </Link>
          }
        />
      )}
      {state.status === 'ready' && <ProductDetail key={state.product.id} product={state.product} />}
    </section>
  );
}
