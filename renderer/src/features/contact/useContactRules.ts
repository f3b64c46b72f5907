import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

type Field = 'name' | 'subject' | 'message';
type Validate = { validate: (value: unknown) => true | string };

/**
 * Name, subject and message required. How long they may be is the store's to say: its
 * 422 comes back in the form's alert, so a store that takes longer messages gets them.
 */
export function useContactRules(): Record<Field, Validate> {
  const { t } = useTranslation();
  return useMemo(() => {
    const rule = (field: Field): Validate => ({
      validate: (value: unknown) => (typeof value === 'string' && value.trim() !== '') || t(`contact.${field}_required`),
    });
    return { name: rule('name'), subject: rule('subject'), message: rule('message') };
  }, [t]);
}
