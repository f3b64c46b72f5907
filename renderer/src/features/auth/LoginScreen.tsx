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
import './auth.css';

/** Spec 2 Login: email, password, remember me (on by default); validated on submit only. */
export default function LoginScreen() {
  const { t } = useTranslation();
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
      <form className="auth-form" noValidate onSubmit={handleSubmit((values) => void submit(values))} aria-busy={busy}>
        {failure ? (
          <Alert variant="danger">{failure}</Alert>
        ) : (
          flash && <Alert variant={flash.variant}>{flash.message}</Alert>
        )}
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          autoFocus
          error={errors.email?.message}
          {...register('email', rules.email)}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', rules.password)}
        />
        <div className="auth-form__options">
          <CheckboxField label={t('auth.remember_me')} {...register('remember')} />
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
