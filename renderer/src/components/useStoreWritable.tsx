import { useId, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/useTranslation';
import { storeOnlineAtom } from '../state/connectivity';

export interface StoreWritable {
  writable: boolean;
  /** For the button's aria-describedby while it is disabled. */
  describedBy: string | undefined;
  /** The reason, to render next to the button (null while the store answers). */
  note: ReactNode;
}

/**
 * Nothing that writes is sent while the store is unreachable (issue 12): a button that writes is
 * disabled, with the reason beside it and as its accessible description.
 */
export function useStoreWritable(): StoreWritable {
  const { t } = useTranslation();
  const id = useId();
  const online = useAtomValue(storeOnlineAtom);
  if (online) return { writable: true, describedBy: undefined, note: null };
  return {
    writable: false,
    describedBy: id,
    note: (
      <span id={id} className="offline-reason small" data-testid="offline-reason">
        {t('common.offline_write_reason')}
      </span>
    ),
  };
}
