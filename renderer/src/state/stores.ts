import { useCallback, useEffect, useState } from 'react';
import { atom, useAtom } from 'jotai';
import type { StoresView } from '../../../preload/schemas/stores';
import type { Result } from '../../../preload/result';
import { storefront } from './storefront';

/** The buyer's stores as the core last told (issue 12); null until the first answer. */
export const storesViewAtom = atom<StoresView | null>(null);

/**
 * The list of stores for the header's store menu and the settings screen: read on mount and
 * on `refresh` (the menu re-reads when opened: a login or logout changes the signed-in marks),
 * kept fresh by `stores:changed` (a store's name or logo from /_api/global, a rename, a removal).
 */
export function useStores(): { view: StoresView | null; error: string | null; refresh: () => Promise<void>; replace: (view: StoresView) => void } {
  const [view, setView] = useAtom(storesViewAtom);
  const [error, setError] = useState<string | null>(null);
  const apply = useCallback(
    (answer: Result<StoresView>) => {
      setError(answer.ok ? null : answer.error.message);
      if (answer.ok) setView(answer.data);
    },
    [setView],
  );
  const refresh = useCallback(() => storefront.stores.list().then(apply), [apply]);

  useEffect(() => {
    void storefront.stores.list().then(apply);
    return storefront.on('stores:changed', setView);
  }, [apply, setView]);

  return { view, error, refresh, replace: setView };
}
