import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/AuthLayout';
import { Spinner } from '../../components/Spinner';
import { ActivationPanel } from './ActivationPanel';
import { PasteLinkForm } from './PasteLinkForm';
import { useVerifiedToken } from './useVerifiedToken';
import { useDocumentTitle } from './useDocumentTitle';
import './auth.css';

/**
 * Spec 2 Activation (/activation?token=...): verified on load, a refused token goes to login
 * without a message. Without a token the buyer pastes the link from the e-mail.
 */
export default function ActivationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const verification = useVerifiedToken('activation', token);
  useDocumentTitle(t('auth.activation_title'));

  const backToLogin = (
    <p className="auth-form__footer">
      <Link to="/login">{t('auth.back_to_login')}</Link>
    </p>
  );

  if (!token) {
    return (
      <AuthLayout title={t('auth.paste_activation_title')} description={t('auth.paste_activation_desc')}>
        <PasteLinkForm kind="activation" onToken={(found) => void navigate(`/activation?token=${encodeURIComponent(found)}`)} />
        {backToLogin}
      </AuthLayout>
    );
  }

  return (
    // The panel carries its own centred heading under the success mark.
    <AuthLayout>
      {verification.status === 'checking' ? (
        <div className="auth-checking">
          <Spinner size="lg" block label={t('auth.activation_checking')} />
        </div>
      ) : (
        <ActivationPanel token={token} />
      )}
      {backToLogin}
    </AuthLayout>
  );
}
