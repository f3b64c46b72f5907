import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { accountUpdatePassword } from './api';
import { joinedMessages } from './serverMessages';
import { useIdleValidation } from './useIdleValidation';

/** Password-change form: password1 the current password, password2 the new one, password3 its confirmation. */
type PasswordValues = { password1: string; password2: string; password3: string };

const required = (message: string) => (value: string) => value !== '' || message;

/** The open password change. A mismatch is caught here and nothing is sent. */
export function PasswordChangeForm({ email, onDone }: { email: string; onDone: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    defaultValues: { password1: '', password2: '', password3: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  useIdleValidation(form);

  const { busy, run } = useSingleFlight(async (values: PasswordValues) => {
    setFailure(null);
    const result = await accountUpdatePassword({ email, ...values });
    if (result.ok) {
      toast.success(t('account.update_password_success'));
      onDone(true);
      return;
    }
    setFailure(joinedMessages(result.error));
    toast.error(t('account.update_password_failed'));
  });

  return (
    <form className="password-form" noValidate onSubmit={handleSubmit((values) => void run(values))} aria-busy={busy}>
      {failure && <Alert variant="danger">{failure}</Alert>}
      {/* Lets a password manager file the new password under this account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label={t('account.current_password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        required
        error={errors.password1?.message}
        {...register('password1', { validate: required(t('account.current_password_required')) })}
      />
      <Field
        label={t('account.new_password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('account.password_hint')}
        error={errors.password2?.message}
        {...register('password2', { validate: required(t('account.new_password_required')) })}
      />
      <Field
        label={t('account.confirm_password')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password3?.message}
        {...register('password3', {
          validate: (value, values) => {
            if (value === '') return t('account.confirm_password_required');
            return value === values.password2 || t('account.confirm_password_mismatch');
          },
        })}
      />
      <div className="account-actions">
        <Button type="submit" loading={busy}>
          {t('account.submit')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)} disabled={busy}>
          {t('account.cancel')}
        </Button>
      </div>
    </form>
  );
}
