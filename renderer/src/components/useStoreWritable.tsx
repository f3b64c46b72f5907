import { useContext, useId, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/useTranslation';
import { storeOnlineAtom } from '../state/connectivity';
import { KeptCopyContext } from './keptCopy';

export interface StoreWritable {
  writable: boolean;
  /** For the button's aria-describedby while it is disabled. */
  describedBy: string | undefined;
  /** The reason, to render next to the button (null while the store answers). */
  note: ReactNode;
}

/**
 * Nothing that writes is sent while the store is unreachable: a button that writes is
 * disabled, with the reason beside it and as its accessible description. Nor while the screen
 * shows a kept copy: then the screen's own status says it is updating, for a round trip at most.
 */
export function useStoreWritable(): StoreWritable {
  const { t } = useTranslation();
  const id = useId();
  const online = useAtomValue(storeOnlineAtom);
  const keptCopy = useContext(KeptCopyContext);
  if (online && keptCopy) return { writable: false, describedBy: undefined, note: null };
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
