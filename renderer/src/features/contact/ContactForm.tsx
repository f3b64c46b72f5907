import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, TextAreaField } from '../../components/Field';
import { useSendMessage, type ContactValues } from './useSendMessage';
import { useContactRules } from './useContactRules';

interface ContactFormProps {
  email: string;
  defaultName: string;
  onSent: () => void;
}

/** Name, the customer's email (read-only), subject and message; validated on submit. */
export function ContactForm({ email, defaultName, onSent }: ContactFormProps) {
  const { t } = useTranslation();
  const rules = useContactRules();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactValues>({
    defaultValues: { name: defaultName, subject: '', message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { busy, failure, send, invalid } = useSendMessage(email, onSent);

  return (
    <form className="contact-form" noValidate onSubmit={handleSubmit((values) => void send(values), invalid)} aria-busy={busy}>
      <p className="contact-form__intro">{t('contact.description')}</p>
      {failure && <Alert variant="danger">{failure}</Alert>}
      <div className="contact-form__row">
        <Field label={t('contact.name')} required autoComplete="name" error={errors.name?.message} {...register('name', rules.name)} />
        <Field label={t('contact.email')} type="email" name="email" autoComplete="email" value={email} readOnly hint={t('contact.email_hint')} />
      </div>
      <Field label={t('contact.subject')} required autoFocus error={errors.subject?.message} {...register('subject', rules.subject)} />
      <TextAreaField label={t('contact.message')} required rows={7} error={errors.message?.message} {...register('message', rules.message)} />
      <div className="contact-form__actions">
        <Button type="submit" size="lg" loading={busy}>
          {t('contact.send')}
        </Button>
      </div>
    </form>
  );
}
