import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';

/** The way back under the forgot-password, reset-password and activation screens. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <p className="auth-form__footer">
      <Link to="/login">{t('auth.back_to_login')}</Link>
    </p>
  );
}
