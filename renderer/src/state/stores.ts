import { useCallback, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { atomWithDefault } from 'jotai/utils';
import type { StoresView } from '../../../contract/schemas/stores';
import type { Result } from '../../../contract/result';
import { storefront } from './storefront';
import { whenIdle } from '../lib/whenIdle';

/**
 * Asked for as the page starts, beside the boot's calls: the login screen shown from the boot
 * snapshot then has its store menu in its first frame instead of moving down when the list comes.
 */
let early: StoresView | null = null;
const earlyAnswer = storefront.stores.list().then((answer) => {
  if (answer.ok) early = answer.data;
  return answer;
});

/** The buyer's stores as the core last told; null until the first answer. */
const storesViewAtom = atomWithDefault<StoresView | null>(() => early);

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
    // The start's answer if it is still coming; a fresh one otherwise (a screen mounted later),
    // asked when idle: the menu re-reads when opened, and the screen's own calls come first.
    let cancel = () => undefined as void;
    if (early === null) void earlyAnswer.then(apply);
    else cancel = whenIdle(() => void storefront.stores.list().then(apply));
    const off = storefront.on('stores:changed', setView);
    return () => {
      cancel();
      off();
    };
  }, [apply, setView]);

  return { view, error, refresh, replace: setView };
}
