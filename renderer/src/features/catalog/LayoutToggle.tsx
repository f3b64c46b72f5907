import { useTranslation } from '../../i18n/useTranslation';
import { useAtom } from 'jotai';
import { catalogLayoutAtom, type CatalogLayout } from './layout';

const ICONS: Record<CatalogLayout, string> = {
  grid: 'M3 3h7v7H3V3Zm11 0h7v7h-7V3ZM3 14h7v7H3v-7Zm11 0h7v7h-7v-7Z',
  list: 'M3 4h18v3H3V4Zm0 6.5h18v3H3v-3ZM3 17h18v3H3v-3Z',
};

/** Two pressed-state buttons; the choice is remembered. */
export function LayoutToggle() {
  const { t } = useTranslation();
  const [layout, setLayout] = useAtom(catalogLayoutAtom);
  return (
    <div className="layout-toggle" role="group" aria-label={t('home.layout_label')}>
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="layout-toggle__button"
          aria-pressed={layout === option}
          title={t(`home.layout_${option}`)}
          onClick={() => setLayout(option)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={ICONS[option]} />
          </svg>
          <span className="visually-hidden">{t(`home.layout_${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
