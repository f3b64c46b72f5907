import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../components/Button';

/** The success message that takes the form's place; focus moves to it so it is announced. */
export function ContactSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-sent" role="status">
      <div className="contact-sent__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </div>
      <h2 ref={heading} tabIndex={-1} className="contact-sent__title">
        {t('contact.sent_title')}
      </h2>
      <p className="contact-sent__text">{t('contact.sent_desc', { email })}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t('contact.send_another')}
      </Button>
    </div>
  );
}
