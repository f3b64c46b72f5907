import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { extractToken, type LinkKind } from '../../lib/links';
import { useAuthForm } from './useAuthForm';

type PasteValues = { link: string };

/**
 * On the desktop the e-mailed link opens in the mail client's browser, not here. Opened without a
 * token, the reset and activation screens ask for that link (or the bare token) instead.
 */
export function PasteLinkForm({ kind, onToken }: { kind: LinkKind; onToken: (token: string) => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAuthForm<PasteValues>({ link: '' });

  const field = register('link', {
    validate: (value) => {
      if (value.trim() === '') return t('auth.paste_required');
      return extractToken(value, kind) !== null || t(kind === 'reset' ? 'auth.paste_invalid_reset' : 'auth.paste_invalid_activation');
    },
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(({ link }) => {
        const token = extractToken(link, kind);
        if (token) onToken(token);
      })}
    >
      <Field
        label={t('auth.paste_label')}
        placeholder={t('auth.paste_placeholder')}
        autoComplete="off"
        spellCheck={false}
        autoFocus
        error={errors.link?.message}
        {...field}
      />
      <Button type="submit" size="lg" block>
        {t('auth.paste_button')}
      </Button>
    </form>
  );
}
