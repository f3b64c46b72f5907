import { useCallback, useMemo, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import type { Draft } from '../../../../contract/schemas/drafts';
import { clearDraft } from '../../lib/quantityDraft';
import { setCartSummaryAtom } from '../../state/cart';
import { refreshGlobalAtom } from '../../state/shop';
import { draftsDiscard } from '../../lib/api';
import { cartQuery } from '../../state/query/cartQuery';
import { useAddToCartMutation, useUpdateCartMutation } from '../../state/query/cartMutations';
import { resultOf } from '../../state/query/storeAnswer';
import { useToast } from '../toast/useToast';
import type { Choice, DraftPlan } from './draftPlan';
import { prepareDraft, sendPlan, type DraftReads, type DraftWrites } from './sendDrafts';

/**
 * "Send now": each kept draft laid against the store's cart and sent once; a draft goes only when
 * the store took it. The first draft whose cart changed on the store stops the run for the buyer
 * to choose (`conflict`); the rest stay kept.
 */
export function useSendDrafts(drafts: readonly Draft[], forget: (scope: string) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const setCartSummary = useSetAtom(setCartSummaryAtom);
  const refreshGlobal = useSetAtom(refreshGlobalAtom);
  const client = useQueryClient();
  const reads = useMemo<DraftReads>(
    () => ({ global: refreshGlobal, cart: (token) => resultOf(client.fetchQuery({ ...cartQuery(token), staleTime: 0 })) }),
    [client, refreshGlobal],
  );
  const update = useUpdateCartMutation();
  const add = useAddToCartMutation();
  const writes = useMemo<DraftWrites>(() => ({ update, add }), [update, add]);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<DraftPlan | null>(null);
  const running = useRef(false);

  const failed = useCallback((message: string) => toast.error(t('drafts.send_failed', { message }).trim()), [toast, t]);

  /** Sends one plan and drops its draft; false when the store refused or could not be reached. */
  const finish = useCallback(
    async (plan: DraftPlan, choices?: ReadonlyMap<number, Choice>) => {
      const sent = await sendPlan(plan, writes, choices);
      if (!sent.ok) return failed(sent.error.message), false;
      if (sent.data) setCartSummary(sent.data);
      await draftsDiscard({ scope: plan.scope });
      clearDraft(plan.scope);
      forget(plan.scope);
      return true;
    },
    [failed, forget, setCartSummary, writes],
  );

  const run = useCallback(
    async (work: () => Promise<boolean>) => {
      if (running.current) return; // one send at a time, however often the button is pressed
      running.current = true;
      setBusy(true);
      try {
        if (await work()) toast.success(t('drafts.sent'));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [toast, t],
  );

  const sendAll = useCallback(
    () =>
      run(async () => {
        for (const draft of drafts) {
          const plan = await prepareDraft(draft, reads);
          if (!plan.ok) return failed(plan.error.message), false;
          if (plan.data.lines.some((line) => line.conflict)) return setConflict(plan.data), false;
          if (!(await finish(plan.data))) return false;
        }
        return true;
      }),
    [drafts, failed, finish, run, reads],
  );

  const sendChosen = useCallback(
    (choices: ReadonlyMap<number, Choice>) =>
      run(async () => {
        if (!conflict || !(await finish(conflict, choices))) return false;
        setConflict(null);
        return true;
      }),
    [conflict, finish, run],
  );

  return { busy, conflict, sendAll, sendChosen, closeConflict: () => setConflict(null) };
}
