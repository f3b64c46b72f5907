import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLayout } from '../../components/AuthLayout';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { useSingleFlight } from '../../components/useSingleFlight';
import { clearCustomerAtom } from '../../state/shop';
import { setCartSummaryAtom } from '../../state/cart';
import { authLogout } from './api';
import { useBuyerCache } from '../../state/query/buyerCache';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * /logout: ends the session with the store, forgets the customer and cart here, then login.
 * A session that had already ended counts as logged out; any other failure is shown with a
 * retry, because the buyer must not believe they left a shared workstation when they did not.
 */
export default function LogoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearCustomer = useSetAtom(clearCustomerAtom);
  const setCartSummary = useSetAtom(setCartSummaryAtom);
  const { forget } = useBuyerCache();
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('auth.logging_out'));

  const { busy, run } = useSingleFlight(async () => {
    setFailure(null);
    const result = await authLogout();
    if (!result.ok && result.error.kind !== 'unauthenticated') {
      setFailure(result.error.message || t('auth.failed'));
      return;
    }
    clearCustomer();
    setCartSummary(null);
    // The store answers kept for this buyer go now, not only when the core's buyer change arrives.
    forget();
    void navigate('/login', { replace: true });
  });

  // Once per visit: `run` changes with every render, the visit does not.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  if (!failure) {
    return (
      <div className="boot-screen">
        <Spinner size="lg" block label={t('auth.logging_out')} />
      </div>
    );
  }
  return (
    <AuthLayout title={t('auth.logout_failed')}>
      <div className="stack">
        <Alert variant="danger">{failure}</Alert>
        <div className="button-row">
          <Button onClick={() => void run()} loading={busy}>
            {t('common.retry')}
          </Button>
          <Link to="/" className={buttonClass('secondary')}>
            {t('common.back_home')}
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
