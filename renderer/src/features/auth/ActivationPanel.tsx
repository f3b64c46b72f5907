import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';
import { authActivate } from './api';
import { goToLogin } from './flash';

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** Activation: success mark, message and the Activate button (disabled and loading while it runs). */
export function ActivationPanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const { busy, run } = useSingleFlight(async () => {
    setFailure(null);
    const result = await authActivate({ token });
    if (result.ok) goToLogin(navigate, { variant: 'success', message: t('auth.activation_success') });
    else setFailure(result.error.message || t('auth.failed'));
  });

  return (
    <div className="auth-status">
      <span className="auth-status__icon">
        <CheckMark />
      </span>
      <h1 className="auth-status__title">{t('auth.activation_title')}</h1>
      <p className="auth-status__message">{t('auth.activation_message')}</p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <Button size="lg" block loading={busy} onClick={() => void run()} autoFocus>
        {t('auth.activate_button')}
      </Button>
    </div>
  );
}
