import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The store's limits (spec 5: name, subject and message required; lengths as the store takes them). */
const LIMITS = { name: 255, subject: 255, message: 10_000 } as const;

type Validate = { validate: (value: unknown) => true | string };

export function useContactRules(): Record<keyof typeof LIMITS, Validate> {
  const { t } = useTranslation();
  return useMemo(() => {
    const rule = (field: keyof typeof LIMITS): Validate => ({
      validate: (value: unknown) => {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text === '') return t(`contact.${field}_required`);
        return [...text].length <= LIMITS[field] || t('contact.rule_max', { field: t(`contact.attr_${field}`), max: LIMITS[field] });
      },
    });
    return { name: rule('name'), subject: rule('subject'), message: rule('message') };
  }, [t]);
}
