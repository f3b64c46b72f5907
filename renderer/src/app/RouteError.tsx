import { useRouteError } from 'react-router-dom';
import { useTranslation } from '../i18n/useTranslation';
import { AuthLayout } from '../components/AuthLayout';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';

/** A screen that threw: say so and offer a reload instead of a blank window. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('screen failed', error);
  return (
    <AuthLayout title={t('common.screen_failed_title')}>
      <div className="stack">
        <Alert variant="danger">{t('common.screen_failed_desc')}</Alert>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </div>
    </AuthLayout>
  );
}
