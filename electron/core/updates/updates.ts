import { fail, ok } from '../../../contract/result';
import type { UpdateStatus } from '../../../contract/schemas/updates';
import type { BuyerSession } from '../buyer/buyer-session';
import type { CoreDeps, Handlers } from '../deps';
import { createBusyWatch } from './busy';
import {
  checkNotice,
  downloadFailedNotice,
  failureReason,
  FIRST_UPDATE_CHECK_MS,
  installNow,
  NO_UPDATE,
  outcomeOf,
  shouldCheck,
  shownStatus,
  UPDATE_CHECK_EVERY_MS,
  type CheckOutcome,
} from './policy';

export type UpdatesDeps = Pick<CoreDeps, 'updater' | 'emit' | 'kiosk' | 'timeouts'>;

/**
 * Updates of the app: a check at start and every few hours through the updater (electron-updater in
 * the glue), the download in the background, "Restart to update" offered to the page, and the restart
 * itself when the policy allows it (policy.ts). Without an updater (a copy that was not installed)
 * nothing is checked and a check the buyer asks for says why.
 */
export function createUpdates(deps: UpdatesDeps, buyers: Pick<BuyerSession, 'current' | 'onChange'>) {
  const kiosk = deps.kiosk ?? false;
  let status: UpdateStatus = NO_UPDATE;
  let asked = false;
  let idle = false;
  let installing = false;
  const watch = createBusyWatch(() => settle());

  const shown = () => shownStatus({ ...status, restart_waiting: asked && !installing }, kiosk);
  function set(next: UpdateStatus): void {
    status = next;
    deps.emit('updates:changed', shown());
    settle();
  }
  /** Restarts now if the policy says so (called whenever any of what it weighs changes). */
  function settle(): void {
    if (installing || !deps.updater) return;
    if (!installNow({ status, busy: watch.busy(), kiosk, signedIn: buyers.current() !== null, idle, asked })) return;
    installing = true;
    console.info(`[updates] restarting to install ${status.version ?? 'the update'}`);
    deps.updater.quitAndInstall();
  }

  /** One check; `asked`: the buyer asked (the menu), so failures of the download are said too. */
  async function check(byBuyer: boolean): Promise<CheckOutcome> {
    if (!deps.updater) return { kind: 'not_installed' };
    if (!shouldCheck(status)) return outcomeOf(status);
    set({ ...NO_UPDATE, state: 'checking' });
    let found: Awaited<ReturnType<NonNullable<CoreDeps['updater']>['check']>>;
    try {
      found = await deps.updater.check();
    } catch (error) {
      console.warn('[updates] the check failed', error);
      set({ ...NO_UPDATE, state: 'failed' });
      return { kind: 'failed', reason: failureReason(error) };
    }
    if (!found) {
      set(NO_UPDATE);
      return { kind: 'up_to_date' };
    }
    const { version } = found;
    set({ ...NO_UPDATE, state: 'downloading', version });
    found.downloaded.then(
      () => set({ ...NO_UPDATE, state: 'ready', version }),
      (error: unknown) => {
        console.warn(`[updates] the download of ${version} failed`, error);
        set({ ...NO_UPDATE, state: 'failed' });
        if (byBuyer) deps.emit('app:notice', { message: downloadFailedNotice(failureReason(error)) });
      },
    );
    return { kind: 'downloading', version };
  }

  const unsubscribe = buyers.onChange(({ after }) => {
    // Someone signed in at the kiosk: it is not left alone any more.
    if (after) idle = false;
    settle();
  });
  const every = deps.timeouts?.updateCheck ?? UPDATE_CHECK_EVERY_MS;
  const first = setTimeout(() => void check(false), deps.timeouts?.firstUpdateCheck ?? FIRST_UPDATE_CHECK_MS);
  const later = setInterval(() => void check(false), every);
  first.unref?.();
  later.unref?.();

  const handlers: Pick<Handlers, 'updates:status' | 'updates:restart'> = {
    'updates:status': async () => ok(shown()),
    'updates:restart': async () => {
      if (kiosk || status.state !== 'ready') return fail({ kind: 'refused', message: checkNotice(outcomeOf(status)) });
      asked = true;
      settle();
      if (!installing) deps.emit('updates:changed', shown());
      return ok(shown());
    },
  };

  return {
    handlers,
    /** Wraps the handlers to know when an order is being placed or a file uploaded. */
    observe: watch.observe,
    /** The menu's "Check for updates": the buyer is told how it ended. */
    async checkNow(): Promise<void> {
      deps.emit('app:notice', { message: checkNotice(await check(true)) });
    },
    /** A kiosk's idle logout: it is left alone now, and installs a downloaded update if nothing is under way. */
    leftIdle(): void {
      idle = true;
      settle();
    },
    dispose(): void {
      clearTimeout(first);
      clearInterval(later);
      unsubscribe();
    },
  };
}
