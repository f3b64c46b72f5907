import { useTranslation } from '../../i18n/useTranslation';
import type { CatalogLayout } from './layout';
import './skeleton.css';

const PLACEHOLDERS = 6;

/** Grey cards where the products will be, so the page does not jump when they arrive. */
export function ProductListSkeleton({ layout }: { layout: CatalogLayout }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('home.loading')}>
      <ul className={`product-grid product-grid--${layout}`} aria-hidden="true">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <li key={i} className={`product-card product-card--${layout} product-card--skeleton`}>
            <div className="product-card__link">
              <div className="product-image product-card__image skeleton" />
              <div className="product-card__body">
                <div className="skeleton skeleton--line" />
                <div className="skeleton skeleton--line skeleton--short" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
