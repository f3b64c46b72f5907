import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import type { AppError } from '../../../../contract/result';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { keptSessionVisit } from '../../lib/loginVisit';

/** Errors the user can wait out: the list offers a retry instead of leaving. */
const TRANSIENT: ReadonlySet<AppError['kind']> = new Set(['network', 'timeout', 'server', 'malformed']);
const LOGIN_REDIRECT_MS = 2000;

/**
 * A product-list failure: the store's message, then /login after 2 s. A store that is
 * unreachable or failing (or an answer the app cannot read) is not the user's
 * session, so that case keeps them here with a retry. The session is not ended: the store said
 * nothing about it, and logging out would also drop a "remember me" the buyer chose.
 */
export function ListError({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const transient = TRANSIENT.has(error.kind);
  const { message } = error;

  useEffect(() => {
    if (transient) return;
    const timer = setTimeout(() => navigate('/login', { replace: true, state: keptSessionVisit(message) }), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [transient, navigate, message]);

  return (
    <Alert variant="danger" title={error.message}>
      {transient ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : (
        t('home.error_redirect')
      )}
    </Alert>
  );
}
