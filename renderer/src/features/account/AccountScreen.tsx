import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../../../contract/schemas/account';
import type { AppError } from '../../../../contract/result';
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
import { StaleMark } from '../../components/StaleMark';
import { accountQuery } from '../../state/query/accountQuery';
import { isKeptCopy } from '../../state/query/keptView';
import { failureOf } from '../../state/query/storeAnswer';
import './account.css';

type AccountState =
  | { status: 'loading' }
  | { status: 'loaded'; account: Account['account'] }
  | { status: 'no_record' }
  | { status: 'error'; error: AppError };

/** Loading, loaded or no record; after a failure, the spinner again while it retries. */
function accountStateOf(account: Account['account'] | undefined, error: Error | null, asking: boolean): AccountState {
  if (account !== undefined && !error) return { status: 'loaded', account };
  if (!error || asking) return { status: 'loading' };
  const failure = failureOf(error);
  return failure.kind === 'not_found' ? { status: 'no_record' } : { status: 'error', error: failure };
}

/**
 * /account: read-only details, the password change, and the address book. After a change
 * the account is read again in place: the details stay on screen meanwhile, so a save does not blank
 * the page. Coming back, the account as last read shows at once, marked as updating.
 */
export default function AccountScreen() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const client = useQueryClient();
  const query = useQuery(accountQuery());
  const state = accountStateOf(query.data?.account, query.error, query.isFetching);
  const reload = () => void client.invalidateQueries({ queryKey: accountQuery().queryKey });
  const retry = () => void query.refetch();
  return (
    <section className="account-screen">
      <PageTitle
        title={t('account.title')}
        subtitle={t('account.subtitle')}
        actions={state.status === 'loaded' ? <StaleMark stale={isKeptCopy(query)} /> : undefined}
      />
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
