import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { AuthLayout } from '../../components/AuthLayout';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { StatusPanel } from '../../components/StatusPanel';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { retriesByItself, runBootAtom, type BootState } from '../../state/boot';
import { appOpenExternal } from '../../lib/api';

/** How often an unreachable store is tried again without the user asking, so the app recovers by itself. */
const BOOT_RETRY_MS = 5000;

/**
 * A start answered from the bundle and the core's settings is over before this: a spinner drawn for
 * it would only flash before the first screen, and its frame would hold up the launch's answers.
 */
const BOOT_SPINNER_AFTER_MS = 300;

export function BootSpinner() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), BOOT_SPINNER_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return <div className="boot-screen">{shown && <Spinner size="lg" block label={t('common.booting')} />}</div>;
}

function hostOf(url: string | null): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return url;
  }
}

/** Boots again without the full-screen spinner (single flight: a double click is one retry). */
function useQuietRetry() {
  const runBoot = useSetAtom(runBootAtom);
  return useSingleFlight(() => runBoot({ quiet: true }));
}

/** Both dead ends offer the same two ways out: try this store again, or pick another one. */
function RetryOrChangeStore({ retry }: { retry: ReturnType<typeof useQuietRetry> }) {
  const { t } = useTranslation();
  return (
    <div className="button-row">
      <Button onClick={() => void retry.run()} loading={retry.busy}>
        {t('common.retry')}
      </Button>
      <Link to="/connect" className={buttonClass('secondary')}>
        {t('common.change_store')}
      </Link>
    </div>
  );
}

type Unreachable = Extract<BootState, { phase: 'unreachable' }>;

/** The store could not be reached or answered nonsense: say so, retry by itself, let the user act. */
export function UnreachableScreen({ state }: { state: Unreachable }) {
  const { t } = useTranslation();
  const retry = useQuietRetry();
  const automatic = retriesByItself(state.kind);
  const { run } = retry;

  useEffect(() => {
    if (!automatic) return;
    const timer = window.setInterval(() => void run(), BOOT_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [automatic, run]);

  const store = hostOf(state.storeUrl) ?? t('common.app_name');
  const offline = state.kind === 'network' || state.kind === 'timeout';
  return (
    <AuthLayout>
      <StatusPanel
        testId="store-unreachable"
        icon="offline"
        tone={offline ? 'warning' : 'danger'}
        title={offline ? t('common.offline_title') : t('common.store_error_title')}
        description={offline ? t('common.offline_desc', { store }) : undefined}
      >
        {!offline && state.message && <Alert variant="danger">{state.message}</Alert>}
        <RetryOrChangeStore retry={retry} />
        {automatic && <p className="muted small">{t('common.offline_retrying')}</p>}
      </StatusPanel>
    </AuthLayout>
  );
}

type Redirected = Extract<BootState, { phase: 'redirected' }>;

/** Opens the store's redirect in the browser when the buyer asks; one open per click, a refusal said. */
function useOpenRedirect(url: string) {
  const { t } = useTranslation();
  const toast = useToast();
  return useSingleFlight(async () => {
    const result = await appOpenExternal({ url });
    if (!result.ok) toast.error(result.error.message || t('common.external_link_failed'));
  });
}

/**
 * The store asked for a full-page redirect. Nothing is opened by itself: the buyer sees where
 * it leads and opens it (what leaves the app is what the user chose).
 */
export function RedirectedScreen({ state }: { state: Redirected }) {
  const { t } = useTranslation();
  const retry = useQuietRetry();
  const open = useOpenRedirect(state.url);
  return (
    <AuthLayout>
      <StatusPanel
        icon="external"
        tone="info"
        title={t('common.store_redirect_title')}
        description={t('common.store_redirect_desc', { url: state.url })}
      >
        {state.message && <Alert variant="info">{state.message}</Alert>}
        <div className="button-row">
          <Button onClick={() => void open.run()} loading={open.busy}>
            {t('common.store_redirect_open')}
          </Button>
        </div>
        <RetryOrChangeStore retry={retry} />
      </StatusPanel>
    </AuthLayout>
  );
}
