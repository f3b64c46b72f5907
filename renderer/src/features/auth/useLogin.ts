import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { applyGlobalAtom, refreshGlobalAtom } from '../../state/shop';
import { bootStateAtom, storeAnswered } from '../../state/boot';
import { onCoreEvent } from '../../lib/api';
import { authLogin } from './api';
import { FIRST_LIST_PAGE, productPageQuery } from '../../state/query/catalogQuery';
import { useBuyerCache } from '../../state/query/buyerCache';
import { keepsSession } from '../../lib/loginVisit';
import { useSingleFlight } from '../../components/useSingleFlight';
import { normaliseEmail } from './email';
import { isSafeAppPath, pathAfterLogin, returnPathParam } from './redirect';

/** How long a login waits for the list's first page before showing the list's placeholders. */
const LIST_WAIT_MS = 250;

export type LoginValues = { email: string; password: string; remember: boolean };

/**
 * Signs in, takes the customer the login answered with and returns the buyer to where they were sent from.
 * The guest gate moves a signed-in customer on to `?redirect=`, so the chosen destination is
 * written there first; then the refreshed customer carries the buyer to it in one navigation.
 */
export function useLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keptSession = keepsSession(useLocation().state);
  const refreshGlobal = useSetAtom(refreshGlobalAtom);
  const applyGlobal = useSetAtom(applyGlobalAtom);
  const boot = useAtomValue(bootStateAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const buyerCache = useBuyerCache();

  // Login sends redirect_url from the screen's query (/login?redirect_url=...).
  const queryRedirect = returnPathParam(params);
  const { busy, run } = useSingleFlight(async (values: LoginValues) => {
    setFailure(null);
    // The form may be up before the store's first answer (boot snapshot): a closed store gets no login.
    if (!(await storeAnswered())) return;
    const gateTarget = isSafeAppPath(queryRedirect) ? queryRedirect : '/';
    // Headed for the list: its first page is asked for in the new buyer's cache as soon as the core
    // says the buyer is in (before the login reads the customer, beside that read), else as the
    // login answers; the list takes that read.
    let listAsked: Promise<void> | null = null;
    const askForList = () => {
      listAsked ??= buyerCache.current().prefetchQuery(productPageQuery(FIRST_LIST_PAGE));
    };
    const off = gateTarget === '/' ? onCoreEvent('buyer:changed', ({ signed_in }) => signed_in && askForList()) : null;
    const result = await authLogin({
      email: normaliseEmail(values.email),
      password: values.password,
      is_remember: values.remember,
      ...(isSafeAppPath(queryRedirect) ? { redirect_url: queryRedirect } : {}),
    }).finally(() => off?.());
    if (!result.ok) {
      setFailure(result.error.message || t('auth.failed'));
      return;
    }
    const storeUrl = boot.phase === 'ready' ? boot.storeUrl : null;
    const target = pathAfterLogin(queryRedirect, result.data.redirect_url, storeUrl);
    // A read already out or just answered is not asked again.
    if (target === '/') askForList();
    // The list's first page is usually a few milliseconds behind the login's answer: the window
    // moves on with it, in one render, rather than drawing the list's placeholders first and the
    // list a frame later (two layouts of the whole window). A slow store gets the placeholders.
    if (target === '/' && listAsked) await Promise.race([listAsked, new Promise((resolve) => setTimeout(resolve, LIST_WAIT_MS))]);
    // Still signed in from before (list error), the gate would not move the buyer on by itself.
    if (keptSession) await navigate(target, { replace: true });
    else if (target !== gateTarget) await navigate(`/login?redirect=${encodeURIComponent(target)}`, { replace: true });
    // The login's answer carries the customer; only when the store's read failed is it asked again.
    if (result.data.global) {
      applyGlobal(result.data.global);
      if (!result.data.global.customer) return setFailure(t('auth.not_kept'));
      // Sent with the customer, the navigation lands in the same render: the form gives way to the
      // next screen at once. Left to the guest gate, a render drew an empty window first and its
      // redirect waited for the frame after it (traced: one task of React instead of three, ~7 ms).
      if (!keptSession && target === gateTarget) void navigate(target, { replace: true });
      return;
    }
    const global = await refreshGlobal();
    if (!global.ok) setFailure(global.error.message || t('auth.failed'));
    // The store said yes, yet its next answer has no customer (a session cookie it set and the app
    // could not keep): the gate keeps the buyer on the form, which must say why.
    else if (!global.data.customer) setFailure(t('auth.not_kept'));
  });

  return { busy, failure, submit: run };
}
