import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLayout } from '../../components/AuthLayout';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField, Field } from '../../components/Field';
import { useFlash } from './flash';
import { useAuthRules } from './rules';
import { useAuthForm } from './useAuthForm';
import { useLogin, type LoginValues } from './useLogin';
import { useDocumentTitle } from './useDocumentTitle';
import { SignupOrContact } from './SignupOrContact';
import { useKioskRun } from '../../components/useKioskRun';
import './auth.css';

/**
 * Login: email, password, remember me (on by default); validated on submit only. A kiosk
 * never remembers a login and asks no browser to keep a customer's password: no "Remember me",
 * and the fields say so (`autocomplete="off"`).
 */
export default function LoginScreen() {
  const { t } = useTranslation();
  const kiosk = useKioskRun();
  const keep = kiosk === false;
  const rules = useAuthRules();
  const flash = useFlash();
  const { busy, failure, submit } = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAuthForm<LoginValues>({ email: '', password: '', remember: true });
  useDocumentTitle(t('auth.login_title'));

  return (
    <AuthLayout title={t('auth.login_title')} description={t('auth.login_desc')}>
      <form
        className="auth-form"
        noValidate
        autoComplete={keep ? undefined : 'off'}
        onSubmit={handleSubmit((values) => void submit({ ...values, remember: keep && values.remember }))}
        aria-busy={busy}
      >
        {failure ? (
          <Alert variant="danger">{failure}</Alert>
        ) : (
          flash && <Alert variant={flash.variant}>{flash.message}</Alert>
        )}
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete={keep ? 'username' : 'off'}
          inputMode="email"
          spellCheck={false}
          autoFocus
          error={errors.email?.message}
          {...register('email', rules.email)}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete={keep ? 'current-password' : 'off'}
          error={errors.password?.message}
          {...register('password', rules.password)}
        />
        <div className="auth-form__options">
          {keep && <CheckboxField label={t('auth.remember_me')} {...register('remember')} />}
          {kiosk === true && <p className="auth-form__shared">{t('auth.kiosk_not_remembered')}</p>}
          <Link to="/forgot-password" className="auth-form__aside-link">
            {t('auth.forgot_link')}
          </Link>
        </div>
        <Button type="submit" size="lg" block loading={busy}>
          {t('auth.login_button')}
        </Button>
      </form>
      <SignupOrContact />
    </AuthLayout>
  );
}
