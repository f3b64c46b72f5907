import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { contactSend } from './api';

export type ContactValues = { name: string; subject: string; message: string };

/**
 * POST /_api/contact. the store's messages concatenated in the danger alert, toast
 * email_sent on success and check_fields when the form itself is not filled in right.
 */
export function useSendMessage(email: string, onSent: () => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { busy, run } = useSingleFlight(async (values: ContactValues) => {
    setFailure(null);
    const result = await contactSend({
      name: values.name.trim(),
      email,
      subject: values.subject.trim(),
      message: values.message.trim(),
    });
    if (result.ok) {
      toast.success(t('contact.email_sent'));
      onSent();
      return;
    }
    const fromFields = Object.values(result.error.fields ?? {}).flat();
    setFailure(fromFields.length > 0 ? fromFields.join(' ') : result.error.message || t('contact.send_failed'));
    if (result.error.kind === 'validation') toast.error(t('contact.check_fields'));
  });
  const invalid = () => toast.error(t('contact.check_fields'));
  return { busy, failure, send: run, invalid };
}
