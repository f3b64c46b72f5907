import { useCallback, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Draft } from '../../../../preload/schemas/drafts';
import { clearDraft } from '../../lib/quantityDraft';
import { setCartSummaryAtom } from '../../state/cart';
import { storefront } from '../../state/storefront';
import { useToast } from '../toast/useToast';
import type { Choice, DraftPlan } from './draftPlan';
import { prepareDraft, sendPlan } from './sendDrafts';

/**
 * "Send now": each kept draft laid against the store's cart and sent once; a draft goes only when
 * the store took it. The first draft whose cart changed on the store stops the run for the buyer
 * to choose (`conflict`); the rest stay kept.
 */
export function useSendDrafts(drafts: readonly Draft[], forget: (scope: string) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const setCartSummary = useSetAtom(setCartSummaryAtom);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<DraftPlan | null>(null);
  const running = useRef(false);

  const failed = useCallback((message: string) => toast.error(t('drafts.send_failed', { message }).trim()), [toast, t]);

  /** Sends one plan and drops its draft; false when the store refused or could not be reached. */
  const finish = useCallback(
    async (plan: DraftPlan, choices?: ReadonlyMap<number, Choice>) => {
      const sent = await sendPlan(plan, choices);
      if (!sent.ok) return failed(sent.error.message), false;
      if (sent.data) setCartSummary(sent.data);
      await storefront.drafts.discard({ scope: plan.scope });
      clearDraft(plan.scope);
      forget(plan.scope);
      return true;
    },
    [failed, forget, setCartSummary],
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
          const plan = await prepareDraft(draft);
          if (!plan.ok) return failed(plan.error.message), false;
          if (plan.data.lines.some((line) => line.conflict)) return setConflict(plan.data), false;
          if (!(await finish(plan.data))) return false;
        }
        return true;
      }),
    [drafts, failed, finish, run],
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
