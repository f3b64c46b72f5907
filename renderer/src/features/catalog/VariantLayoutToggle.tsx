import { useAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { variantLayoutAtom } from './layout';

/** Table or Grid for a product whose variants make a size-by-colour grid; the choice is remembered. */
export function VariantLayoutToggle() {
  const { t } = useTranslation();
  const [layout, setLayout] = useAtom(variantLayoutAtom);
  return (
    <div className="variant-layout-toggle" role="group" aria-label={t('product.layout_label')}>
      {(['table', 'grid'] as const).map((option) => (
        <button key={option} type="button" className="variant-layout-toggle__button" aria-pressed={layout === option} onClick={() => setLayout(option)}>
          {t(`product.layout_${option}`)}
        </button>
      ))}
    </div>
  );
}
