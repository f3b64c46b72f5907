import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLayout } from '../../components/AuthLayout';
import { BackToLogin } from './BackToLogin';
import { PasteLinkForm } from './PasteLinkForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { TokenChecking } from './TokenChecking';
import { useLinkToken } from './useLinkToken';
import { useDocumentTitle } from './useDocumentTitle';
import './auth.css';

/**
 * Reset password (/reset-password?reset_token=...): the token is verified on load and a
 * refused one goes to login. Without a token the buyer pastes the link from the e-mail.
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { token, verification, openPasted } = useLinkToken('reset');
  useDocumentTitle(t('auth.reset_title'));

  if (!token) {
    return (
      <AuthLayout
        title={t('auth.paste_reset_title')}
        description={t('auth.paste_reset_desc')}
      >
        <PasteLinkForm kind="reset" onToken={openPasted} />
        <p className="auth-prose">
          {t('auth.paste_no_email')}{' '}
          <Link to="/forgot-password" className="auth-prose__line">
            {t('auth.request_new_link')}
          </Link>
        </p>
        <BackToLogin />
      </AuthLayout>
    );
  }

  if (verification.status === 'checking') {
    return (
      <AuthLayout title={t('auth.reset_title')}>
        <TokenChecking label={t('auth.reset_checking')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.reset_title')} description={t('auth.reset_desc')}>
      <ResetPasswordForm token={token} email={verification.email ?? ''} />
      <BackToLogin />
    </AuthLayout>
  );
}
