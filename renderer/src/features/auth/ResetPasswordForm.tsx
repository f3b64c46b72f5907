import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useSingleFlight } from '../../components/useSingleFlight';
import { authResetPassword } from './api';
import { goToLogin } from './flash';
import { PASSWORD_MIN, useAuthRules } from './rules';
import { showFieldErrors } from './serverErrors';
import { useAuthForm } from './useAuthForm';

type ResetValues = { password: string; password_confirmation: string };

/** New password and its confirmation for a verified reset token; success goes to login. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = useAuthRules();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useAuthForm<ResetValues>({ password: '', password_confirmation: '' });

  const { busy, run } = useSingleFlight(async (values: ResetValues) => {
    setFailure(null);
    const result = await authResetPassword({ ...values, recover_email: email, token });
    if (result.ok) {
      goToLogin(navigate, { variant: 'success', message: t('auth.reset_success') });
      return;
    }
    showFieldErrors(result.error, ['password', 'password_confirmation'], setError);
    setFailure(result.error.message || t('auth.failed'));
  });

  return (
    <form className="auth-form" noValidate onSubmit={handleSubmit((values) => void run(values))} aria-busy={busy}>
      {failure && <Alert variant="danger">{failure}</Alert>}
      {/* Shows whose password this is, and lets a password manager file it under that account. */}
      <Field label={t('auth.email')} type="email" name="username" autoComplete="username" value={email} readOnly />
      <Field
        label={t('auth.new_password')}
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={t('auth.password_hint', { min: PASSWORD_MIN })}
        error={errors.password?.message}
        {...register('password', rules.newPassword)}
      />
      <Field
        label={t('auth.password_confirmation')}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...register('password_confirmation', rules.confirmation('password'))}
      />
      <Button type="submit" size="lg" block loading={busy}>
        {t('auth.reset_button')}
      </Button>
    </form>
  );
}
