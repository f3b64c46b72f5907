import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmail } from './email';

/** Reset password minimum length (spec 9). */
export const PASSWORD_MIN = 6;

/** A react-hook-form rule: true when valid, else the message to show. */
export type Rule = { validate: (value: unknown, values: Record<string, unknown>) => true | string };

/**
 * The sign-in forms' rules with the dictionary's Laravel-worded messages. Each rule checks in
 * Laravel's order (required first) and yields one message, so a field shows one error at a time.
 */
export function useAuthRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const required = (message: string, trim = true): Rule => ({
      validate: (value: unknown) => (typeof value === 'string' && (trim ? value.trim() : value) !== '') || message,
    });
    const email: Rule = {
      validate: (value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text === '') return t('auth.email_required');
        return isEmail(text) || t('auth.email_invalid');
      },
    };
    const newPassword: Rule = {
      validate: (value: unknown) => {
        const text = typeof value === 'string' ? value : '';
        if (text === '') return t('auth.password_required');
        return text.length >= PASSWORD_MIN || t('auth.password_min', { min: PASSWORD_MIN });
      },
    };
    const confirmation = (passwordField: string): Rule => ({
      validate: (value: unknown, values: Record<string, unknown>) => {
        const text = typeof value === 'string' ? value : '';
        if (text === '') return t('auth.password_confirmation_required');
        if (text !== values[passwordField]) return t('auth.password_confirmation_mismatch');
        return text.length >= PASSWORD_MIN || t('auth.password_confirmation_min', { min: PASSWORD_MIN });
      },
    });
    return {
      email,
      // Passwords are never trimmed: a space is a legitimate character.
      password: required(t('auth.password_required'), false),
      firstName: required(t('auth.first_name_required')),
      lastName: required(t('auth.last_name_required')),
      newPassword,
      confirmation,
    };
  }, [t]);
}
