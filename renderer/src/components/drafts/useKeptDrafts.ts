import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Draft } from '../../../../contract/schemas/drafts';
import { storeOnlineAtom } from '../../state/connectivity';
import { customerAtom } from '../../state/shop';
import { draftsGet } from '../../lib/api';
import { changesIn } from './draftPlan';

/**
 * The drafts the core kept for the customer of the moment, read when the app starts, when a buyer
 * logs in and when the store is reachable again; none while offline or without a customer.
 */
const NONE: Draft[] = [];

export function useKeptDrafts() {
  const email = useAtomValue(customerAtom)?.email ?? null;
  const online = useAtomValue(storeOnlineAtom);
  // Kept with whose they are: a previous buyer's list is never shown while the next one's loads.
  const [kept, setKept] = useState<{ email: string; drafts: Draft[] } | null>(null);

  useEffect(() => {
    if (!email || !online) return;
    let live = true;
    // Read at once, not when idle: read after the buyer starts typing, it would offer back as
    // "unsent" the quantities being typed on this very screen.
    void draftsGet().then((answer) => {
      if (live && answer.ok) setKept({ email, drafts: answer.data.drafts.filter((draft) => changesIn(draft) > 0) });
    });
    return () => {
      live = false;
    };
  }, [email, online]);

  const forget = useCallback(
    (scope: string) => setKept((all) => all && { email: all.email, drafts: all.drafts.filter((draft) => draft.scope !== scope) }),
    [],
  );
  // Review: the drafts are on screen now; the prompt steps aside until the next start, login or return of the store.
  const hide = useCallback(() => setKept((all) => all && { email: all.email, drafts: NONE }), []);
  return { hide, drafts: online && kept && kept.email === email ? kept.drafts : NONE, forget };
}

/** The drafts kept for the buyer of the moment, and how the prompt lets go of them. */
export type KeptDrafts = ReturnType<typeof useKeptDrafts>;
