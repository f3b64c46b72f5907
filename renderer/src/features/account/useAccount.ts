import { useCallback, useEffect, useState } from 'react';
import type { Account } from '../../../../preload/schemas/account';
import type { AppError } from '../../../../preload/result';
import { storefront } from '../../state/storefront';

export type AccountState =
  | { status: 'loading' }
  | { status: 'loaded'; account: Account['account'] }
  | { status: 'no_record' }
  | { status: 'error'; error: AppError };

/**
 * GET /_api/account (spec 4: loading, loaded or no record). `reload` refreshes in place: the
 * details stay on screen while the new answer is on its way, so a save does not blank the page.
 */
export function useAccount(): { state: AccountState; reload: () => void; retry: () => void } {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void storefront.account.get().then((answer) => {
      if (!current) return;
      if (answer.ok) setState({ status: 'loaded', account: answer.data.account });
      else if (answer.error.kind === 'not_found') setState({ status: 'no_record' });
      else setState({ status: 'error', error: answer.error });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // After a failure there is nothing to keep on screen: show the spinner again while it retries.
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload, retry };
}
