import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { offlineSeenAtAtom, storeBackAtom } from '../../state/connectivity';
import { onCoreEvent } from '../../lib/api';
import { useToast } from '../../components/toast/useToast';

/**
 * What the main process says about the offline copy. A read answered from it tells
 * its age (for the banner); the store answering again clears that and has such a screen reload;
 * a notice (an unreadable offline file set aside) is shown at once.
 */
export function useOfflineEvents(): void {
  const toast = useToast();
  const setSeenAt = useSetAtom(offlineSeenAtAtom);
  const storeBack = useSetAtom(storeBackAtom);

  useEffect(() => {
    const offServed = onCoreEvent('offline:served', ({ seen_at }) => setSeenAt(seen_at));
    const offNotice = onCoreEvent('app:notice', ({ message }) => toast.info(message));
    const offConnectivity = onCoreEvent('store:connectivity', ({ online }) => {
      if (online) storeBack();
    });
    return () => {
      offServed();
      offNotice();
      offConnectivity();
    };
  }, [setSeenAt, storeBack, toast]);
}
