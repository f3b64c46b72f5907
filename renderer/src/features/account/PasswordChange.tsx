import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';
import { PasswordChangeForm } from './PasswordChangeForm';

/**
 * Collapsed behind "Change password"; open, the form with Submit and Cancel. After a
 * change the account reloads and the form closes. Focus goes back to the button on close.
 */
export function PasswordChange({ email, onChanged }: { email: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [closedOnce, setClosedOnce] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open && closedOnce) opener.current?.focus();
  }, [open, closedOnce]);

  const close = (changed: boolean) => {
    setOpen(false);
    setClosedOnce(true);
    if (changed) onChanged();
  };

  return (
    <section className="panel account-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-panel__title">
        {t('account.password_section')}
      </h2>
      {open ? (
        <PasswordChangeForm email={email} onDone={close} />
      ) : (
        <>
          <p className="account-panel__text">{t('account.password_desc')}</p>
          <Button ref={opener} variant="secondary" onClick={() => setOpen(true)}>
            {t('account.change_password')}
          </Button>
        </>
      )}
    </section>
  );
}
