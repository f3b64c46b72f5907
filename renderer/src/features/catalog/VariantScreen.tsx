import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { ProductLookupStatus } from './ProductLookupStatus';
import { useVariantProduct } from './useProduct';
import './catalog.css';

/**
 * /variant/:variantId: a cart row or order line whose store sent no product handle. The core finds
 * the variant's product; the page then becomes /products/{handle}, which shows it at once (remembered).
 */
export default function VariantScreen() {
  const { t } = useTranslation();
  const { variantId = '' } = useParams();
  const id = /^\d{1,15}$/.test(variantId) && Number(variantId) > 0 ? Number(variantId) : null;
  const state = useVariantProduct(id);
  if (state.status === 'ready') return <Navigate to={`/products/${encodeURIComponent(state.product.handle)}`} replace />;
  return (
    <section className="product-screen">
      <Link to="/" className="back-link">
        ‹ {t('product.back')}
      </Link>
      <ProductLookupStatus state={state} />
    </section>
  );
}
