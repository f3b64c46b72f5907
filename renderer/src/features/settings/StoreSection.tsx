import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/Button';

/** The store address; changing it is the connect screen's job (its checks and its "switch store?" question). */
export function StoreSection({ storeUrl }: { storeUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="panel settings-panel" aria-labelledby="settings-store">
      <h2 id="settings-store" className="settings-group__title">
        {t('settings.store_title')}
      </h2>
      <p className="settings-store">{storeUrl ? t('settings.store_current', { url: storeUrl }) : t('settings.store_none')}</p>
      <div className="button-row">
        <Link to="/connect" className={buttonClass('secondary', 'sm')}>
          {t('settings.store_change')}
        </Link>
      </div>
    </section>
  );
}
