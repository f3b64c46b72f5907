import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { shopHoursQuery } from '../../state/query/shopHoursQuery';
import { failureOf } from '../../state/query/storeAnswer';

/** /store-hours: the example screen, the shop's name and currency from the store (shop:hours). */
export default function StoreHoursScreen() {
  const { t } = useTranslation();
  const query = useQuery(shopHoursQuery());
  return (
    <section className="store-hours-screen">
      <PageTitle title={t('store_hours.title')} />
      {query.data && (
        <dl>
          <dt>{t('store_hours.shop_name')}</dt>
          <dd data-testid="store-hours-name">{query.data.name}</dd>
          <dt>{t('store_hours.currency')}</dt>
          <dd data-testid="store-hours-currency">{query.data.currency}</dd>
        </dl>
      )}
      {!query.data && !query.error && <Spinner block label={t('store_hours.loading')} />}
      {!query.data && query.error && (
        <Alert variant="danger" title={t('store_hours.load_failed')}>
          <p>{failureOf(query.error).message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
    </section>
  );
}
