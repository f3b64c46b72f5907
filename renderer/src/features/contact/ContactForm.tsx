import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, TextAreaField } from '../../components/Field';
import { formatMoney } from '../../lib/money';
import { quoteMessage, withQuoteDetails } from '../../lib/quoteRequest';
import type { QuoteRequest } from '../../state/quoteRequest';
import { useSendMessage, type ContactValues } from './useSendMessage';
import { useContactRules } from './useContactRules';
import { QuoteNote } from './QuoteNote';

interface ContactFormProps {
  email: string;
  defaultName: string;
  onSent: () => void;
  /** A quote request from the cart or a list: its lines fill the message, with a reference and a note of the buyer's. */
  quote?: { request: QuoteRequest; locale: string } | null;
}

type FormValues = ContactValues & { reference: string; note: string };

/** Name, the customer's email (read-only), subject and message; validated on submit. */
export function ContactForm({ email, defaultName, onSent, quote = null }: ContactFormProps) {
  const { t } = useTranslation();
  const rules = useContactRules();
  const details = { reference: (reference: string) => t('contact.quote_reference', { reference }), note: (note: string) => t('contact.quote_note', { note }) };
  const quoteText = quote
    ? quoteMessage(
        quote.request.lines,
        { ...details, intro: t('contact.quote_intro'), line: (line) => t('contact.quote_line', line) },
        (amount) => formatMoney(amount, quote.request.currency, quote.locale),
      )
    : '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: { name: defaultName, subject: quote ? t('contact.quote_subject') : '', message: quoteText, reference: '', note: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { busy, failure, send, invalid } = useSendMessage(email, onSent);

  return (
    <form className="contact-form" noValidate onSubmit={handleSubmit(({ reference, note, ...values }) => void send({ ...values, message: withQuoteDetails(values.message, { reference, note }, details) }), invalid)} aria-busy={busy}>
      <p className="contact-form__intro">{t('contact.description')}</p>
      {quote && <QuoteNote quote={quote.request} />}
      {failure && <Alert variant="danger">{failure}</Alert>}
      <div className="contact-form__row">
        <Field label={t('contact.name')} required autoComplete="name" error={errors.name?.message} {...register('name', rules.name)} />
        <Field label={t('contact.email')} type="email" name="email" autoComplete="email" value={email} readOnly hint={t('contact.email_hint')} />
      </div>
      <Field label={t('contact.subject')} required autoFocus error={errors.subject?.message} {...register('subject', rules.subject)} />
      <TextAreaField label={t('contact.message')} required rows={quote ? 10 : 7} error={errors.message?.message} {...register('message', rules.message)} />
      {quote && (
        <div className="contact-form__row">
          <Field label={t('contact.quote_reference_label')} {...register('reference')} />
          <Field label={t('contact.quote_note_label')} {...register('note')} />
        </div>
      )}
      <div className="contact-form__actions">
        <Button type="submit" size="lg" loading={busy}>
          {t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
