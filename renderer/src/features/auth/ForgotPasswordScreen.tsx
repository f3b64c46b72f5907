import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLayout } from '../../components/AuthLayout';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useSingleFlight } from '../../components/useSingleFlight';
import { authForgotPassword } from './api';
import { BackToLogin } from './BackToLogin';
import { normaliseEmail } from './email';
import type { Flash } from './flash';
import { useAuthRules } from './rules';
import { useAuthForm } from './useAuthForm';
import { useDocumentTitle } from './useDocumentTitle';
import './auth.css';

type ForgotValues = { email: string };

/** Forgot password: e-mail focused on open; success or the store's error in the alert area. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const [outcome, setOutcome] = useState<Flash | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAuthForm<ForgotValues>({ email: '' });
  useDocumentTitle(t('auth.forgot_title'));

  const { busy, run } = useSingleFlight(async ({ email }: ForgotValues) => {
    setOutcome(null);
    const result = await authForgotPassword({ email: normaliseEmail(email) });
    setOutcome(
      result.ok
        ? { variant: 'success', message: t('auth.forgot_success') }
        : { variant: 'danger', message: result.error.fields?.email?.[0] ?? (result.error.message || t('auth.failed')) },
    );
  });

  return (
    <AuthLayout title={t('auth.forgot_title')} description={t('auth.forgot_desc')}>
      <form className="auth-form" noValidate onSubmit={handleSubmit((values) => void run(values))} aria-busy={busy}>
        {outcome && <Alert variant={outcome.variant}>{outcome.message}</Alert>}
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoFocus
          error={errors.email?.message}
          {...register('email', rules.email)}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {t('auth.forgot_button')}
        </Button>
        <BackToLogin />
      </form>
    </AuthLayout>
  );
}
