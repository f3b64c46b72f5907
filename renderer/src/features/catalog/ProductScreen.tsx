import { useParams, Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { ProductDetail } from './ProductDetail';
import { ProductLookupStatus } from './ProductLookupStatus';
import { useProduct } from './useProduct';
import { StaleMark } from '../../components/StaleMark';
import './catalog.css';
import './product.css';
import './variant-table.css';
import './size-grid.css';

/** /products/:handle: the product with its variant table and Add to cart. */
export default function ProductScreen() {
  const { t } = useTranslation();
  const { handle = '' } = useParams();
  const { state, refreshing } = useProduct(handle);
  return (
    <section className="product-screen">
      <div className="product-screen__top">
        <Link to="/" className="back-link">
          ‹ {t('product.back')}
        </Link>
        <StaleMark stale={refreshing} />
      </div>
      {state.status === 'ready' ? <ProductDetail key={state.product.id} product={state.product} /> : <ProductLookupStatus state={state} />}
    </section>
  );
}
