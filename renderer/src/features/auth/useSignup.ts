import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import type { UseFormSetError } from 'react-hook-form';
import { authSignup } from './api';
import { useSingleFlight } from '../../components/useSingleFlight';
import { normaliseEmail } from './email';
import { goToLogin } from './flash';
import { signupTarget } from './redirect';
import { bootStateAtom } from '../../state/boot';
import { useAtomValue } from 'jotai';
import { showFieldErrors } from './serverErrors';

export type SignupValues = { first_name: string; last_name: string; email: string; password: string };

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/**
 * Creates the account; on success the buyer follows the store's redirect_url when it is
 * a screen of this app, else goes to login, told to look for the activation e-mail.
 */
export function useSignup(setError: UseFormSetError<SignupValues>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const boot = useAtomValue(bootStateAtom);
  const [failure, setFailure] = useState<string | null>(null);

  const { busy, run } = useSingleFlight(async (values: SignupValues) => {
    setFailure(null);
    const result = await authSignup({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: normaliseEmail(values.email),
      password: values.password,
    });
    if (result.ok) {
      const flash = { variant: 'success', message: t('auth.signup_success') } as const;
      const target = signupTarget(result.data.redirect_url, boot.phase === 'ready' ? boot.storeUrl : null);
      if (target === '/login') goToLogin(navigate, flash);
      else void navigate(target, { replace: true, state: { flash } });
      return;
    }
    showFieldErrors(result.error, FIELDS, setError);
    setFailure(result.error.message || t('auth.failed'));
  });

  return { busy, failure, submit: run };
}
