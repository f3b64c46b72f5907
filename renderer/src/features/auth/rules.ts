import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { brokenRule } from '../../lib/textRules';
import { isEmail } from './email';

/** Reset password minimum length. */
export const PASSWORD_MIN = 6;
/** Names are at most 45 characters, checked here so the store's limit is met before sending. */
const NAME_MAX = 45;

/** A react-hook-form rule: true when valid, else the message to show. */
export type Rule = { validate: (value: unknown, values: Record<string, unknown>) => true | string };

/**
 * The sign-in forms' rules with the dictionary's Laravel-worded messages. Each rule checks in
 * Laravel's order (required first) and yields one message, so a field shows one error at a time.
 */
export function useAuthRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    // Passwords are never trimmed: a space is a legitimate character.
    const password: Rule = { validate: (value: unknown) => (typeof value === 'string' && value !== '') || t('auth.password_required') };
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
    const name = (field: 'first_name' | 'last_name'): Rule => ({
      validate: (value: unknown) => {
        const broken = brokenRule(typeof value === 'string' ? value : '', { required: true, max: NAME_MAX });
        if (!broken) return true;
        return broken.rule === 'required' ? t(`auth.${field}_required`) : t(`auth.${field}_max`, { max: NAME_MAX });
      },
    });
    return {
      email,
      password,
      firstName: name('first_name'),
      lastName: name('last_name'),
      newPassword,
      confirmation,
    };
  }, [t]);
}
