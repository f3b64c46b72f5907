import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Account } from '../../../../contract/schemas/account';

/** First name, last name, email and phone, read-only; an empty value shows '-'. */
export function AccountDetails({ account }: { account: Account['account'] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows: Array<[label: string, value: string | null]> = [
    [t('account.first_name'), account.first_name],
    [t('account.last_name'), account.last_name],
    [t('account.email'), account.email],
    [t('account.phone'), account.phone],
  ];
  return (
    <section className="panel account-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-panel__title">
        {t('account.profile')}
      </h2>
      <dl className="account-details">
        {rows.map(([label, value]) => (
          <div key={label} className="account-details__row">
            <dt>{label}</dt>
            <dd>{value?.trim() ? value : t('account.empty_value')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
