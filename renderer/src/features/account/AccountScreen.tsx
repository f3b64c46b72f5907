import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { shopAtom } from '../../state/shop';
import { AccountDetails } from './AccountDetails';
import { AddressBook } from './AddressBook';
import { PasswordChange } from './PasswordChange';
import { useAccount } from './useAccount';
import './account.css';

/** /account (spec 2): read-only details, the password change, and the address book. */
export default function AccountScreen() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const { state, reload, retry } = useAccount();
  return (
    <section className="account-screen">
      <PageTitle title={t('account.title')} subtitle={t('account.subtitle')} />
      {state.status === 'loading' && <Spinner block label={t('account.loading')} />}
      {state.status === 'no_record' && <EmptyState title={t('account.no_record')} />}
      {state.status === 'error' && (
        <Alert variant="danger" title={t('account.load_failed')}>
          <p>{state.error.message}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {state.status === 'loaded' && (
        <div className="account-layout">
          <div className="account-layout__side">
            <AccountDetails account={state.account} />
            <PasswordChange email={state.account.email} onChanged={reload} />
          </div>
          <AddressBook addresses={state.account.addresses} address2Mode={shop?.address2_mode ?? 'optional'} onChanged={reload} />
        </div>
      )}
    </section>
  );
}
