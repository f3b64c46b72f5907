import { Link, Navigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLayout } from '../../components/AuthLayout';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { shopAtom } from '../../state/shop';
import { useAuthRules } from './rules';
import { useAuthForm } from './useAuthForm';
import { useSignup, type SignupValues } from './useSignup';
import { useDocumentTitle } from './useDocumentTitle';
import './auth.css';

/**
 * Sign up: the store's name as the title; only when the store takes sign-ups, otherwise
 * the visitor is sent to login. The password is only required: its other rules are the store's.
 */
export default function SignupScreen() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const rules = useAuthRules();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAuthForm<SignupValues>({ first_name: '', last_name: '', email: '', password: '' });
  const { busy, failure, submit } = useSignup(setError);
  useDocumentTitle(t('auth.signup_title'));

  if (!shop?.is_customer_signup) return <Navigate to="/login" replace />;

  return (
    <AuthLayout wide title={shop.name} description={t('auth.signup_desc', { store: shop.name })}>
      <form className="auth-form" noValidate onSubmit={handleSubmit((values) => void submit(values))} aria-busy={busy}>
        {failure && <Alert variant="danger">{failure}</Alert>}
        <div className="auth-form__row">
          <Field
            label={t('auth.first_name')}
            autoComplete="given-name"
            autoFocus
            error={errors.first_name?.message}
            {...register('first_name', rules.firstName)}
          />
          <Field
            label={t('auth.last_name')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name', rules.lastName)}
          />
        </div>
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email', rules.email)}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', rules.password)}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {t('auth.signup_button')}
        </Button>
        <p className="auth-form__footer">
          {t('auth.have_account')} <Link to="/login">{t('auth.login_link')}</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
