import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { PageTitle } from '../../components/PageTitle';
import { customerAtom } from '../../state/shop';
import { priceTermsAtom } from '../../state/priceTerms';
import { quoteRequestAtom } from '../../state/quoteRequest';
import { ContactForm } from './ContactForm';
import { ContactSent } from './ContactSent';
import { StoreContactCard } from './StoreContactCard';
import './contact.css';

/** /contact_us: the form, replaced by a success message once the store has the message. */
export default function ContactScreen() {
  const { t } = useTranslation();
  const customer = useAtomValue(customerAtom);
  const email = customer?.email ?? '';
  const defaultName = customer ? `${customer.first_name} ${customer.last_name}`.trim() : '';
  // Each "send another" mounts a fresh, empty form.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  // A quote asked for from the cart or a list fills the first form; once sent it is done with.
  const [quote, setQuote] = useAtom(quoteRequestAtom);
  const { locale } = useAtomValue(priceTermsAtom);
  return (
    <section className="contact-screen">
      <PageTitle title={t('contact.title')} />
      <div className="contact-layout">
        <div className="contact-card">
          {sent ? (
            <ContactSent
              email={email}
              onAnother={() => {
                setRound((n) => n + 1);
                setSent(false);
              }}
            />
          ) : (
            <ContactForm
              key={round}
              email={email}
              defaultName={defaultName}
              quote={quote ? { request: quote, locale } : null}
              onSent={() => {
                setQuote(null);
                setSent(true);
              }}
            />
          )}
        </div>
        <StoreContactCard />
      </div>
    </section>
  );
}
