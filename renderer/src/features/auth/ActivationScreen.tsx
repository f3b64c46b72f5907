import { useTranslation } from '../../i18n/useTranslation';
import { AuthLayout } from '../../components/AuthLayout';
import { ActivationPanel } from './ActivationPanel';
import { BackToLogin } from './BackToLogin';
import { PasteLinkForm } from './PasteLinkForm';
import { TokenChecking } from './TokenChecking';
import { useLinkToken } from './useLinkToken';
import { useDocumentTitle } from './useDocumentTitle';
import './auth.css';

/**
 * Activation (/activation?token=...): verified on load, a refused token goes to login
 * without a message. Without a token the buyer pastes the link from the e-mail.
 */
export default function ActivationScreen() {
  const { t } = useTranslation();
  const { token, verification, openPasted } = useLinkToken('activation');
  useDocumentTitle(t('auth.activation_title'));

  if (!token) {
    return (
      <AuthLayout title={t('auth.paste_activation_title')} description={t('auth.paste_activation_desc')}>
        <PasteLinkForm kind="activation" onToken={openPasted} />
        <BackToLogin />
      </AuthLayout>
    );
  }

  return (
    // The panel carries its own centred heading under the success mark.
    <AuthLayout>
      {verification.status === 'checking' ? (
        <TokenChecking label={t('auth.activation_checking')} />
      ) : (
        <ActivationPanel token={token} />
      )}
      <BackToLogin />
    </AuthLayout>
  );
}
