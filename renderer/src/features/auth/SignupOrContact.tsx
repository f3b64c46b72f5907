import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { shopAtom } from '../../state/shop';
import { appOpenExternal } from '../../lib/api';
import { useToast } from '../../components/toast/useToast';

/**
 * Under the login card: the sign-up link when the store takes sign-ups, else a way to
 * ask the store for an account by e-mail. mailto: goes through the main process, which opens
 * the mail client; the renderer itself may not leave the app.
 */
export function SignupOrContact() {
  const { t } = useTranslation();
  const toast = useToast();
  const shop = useAtomValue(shopAtom);
  if (!shop) return null;

  if (shop.is_customer_signup) {
    return (
      <p className="auth-form__footer">
        {t('auth.signup_prompt')} <Link to="/signup">{t('auth.signup_link')}</Link>
      </p>
    );
  }
  if (!shop.email) return null;

  const mailto = `mailto:${shop.email}`;
  const openMail = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void appOpenExternal({ url: mailto }).then((result) => {
      if (!result.ok) toast.error(t('common.external_link_failed'));
    });
  };
  return (
    <p className="auth-form__footer">
      {t('auth.contact_prompt')}{' '}
      <a href={mailto} onClick={openMail} data-testid="contact-store-link">
        {t('auth.contact_link')}
      </a>
      <span className="auth-below__email">{shop.email}</span>
    </p>
  );
}
