import type { BuyerSession } from '../buyer/buyer-session';
import type { CoreDeps } from '../deps';
import { desktopSettingsHandlers } from '../handlers/desktop-settings';
import { notificationHandlers } from '../handlers/notifications';
import { createOrderWatcher } from '../notifications/order-watcher';
import type { StoreHolder } from '../store-holder';
import type { Dictionary } from '../../../contract/schemas/dictionary';
import { createKioskLock } from './kiosk-lock';

const ORDER_CHECK_MS = 3 * 60_000;
const FOCUS_GAP_MS = 30_000;
/** As the catalogue walk: the first screens after a login go first (measured by the journey bench). */
const FIRST_CHECK_MS = 3_000;

/**
 * The desktop features in the core: the order watcher (notifications, Orders badge), the
 * kiosk lock of the settings screen and the settings:* and notifications:* handlers.
 */
export function createDesktop(
  deps: CoreDeps,
  holder: StoreHolder,
  buyers: Pick<BuyerSession, 'current' | 'database' | 'onChange' | 'forget'>,
  words?: () => Dictionary,
) {
  const watcher = createOrderWatcher({
    words,
    holder,
    buyers,
    settings: deps.settings,
    notifier: deps.notifier ?? { show: () => undefined },
    emit: deps.emit,
    every: deps.timeouts?.orderCheck ?? ORDER_CHECK_MS,
    focusGap: deps.timeouts?.orderFocusGap ?? FOCUS_GAP_MS,
    firstCheckDelay: deps.timeouts?.firstOrderCheck ?? FIRST_CHECK_MS,
  });
  const lock = createKioskLock({
    kioskActive: deps.kiosk ?? false,
    pinHash: () => deps.settings.get().kiosk.pinHash,
    state: { get: () => deps.settings.get().kioskUnlock, set: (kioskUnlock) => void deps.settings.set({ kioskUnlock }) },
    onChange: (locked) => deps.emit('settings:lock', { locked }),
  });
  const offBuyer = buyers.onChange(({ after, session }) => {
    // A logout, an idle logout or another store: lock a kiosk again.
    if (session) lock.lock();
    // The buyer's orders are watched while a buyer is signed in (a login, a remembered session); never a guest's.
    watcher.customerOut();
    if (after) watcher.customerIn();
  });
  refreshLoginItem(deps);

  return {
    handlers: { ...desktopSettingsHandlers(deps, holder, buyers, watcher, lock), ...notificationHandlers(watcher) },
    windowFocused: () => watcher.windowFocused(),
    /** A kiosk's settings are locked (no PIN typed since the session began). */
    locked: () => lock.locked(),
    /** The same lock, for the counter's staff view: one count of wrong PINs for both. */
    lock,
    dispose(): void {
      offBuyer();
      watcher.dispose();
    },
  };
}

/** The sign-in item is written again at start, so it follows the app when it was moved or updated. */
function refreshLoginItem(deps: CoreDeps): void {
  const { openAtLogin } = deps.settings.get();
  if (!openAtLogin.enabled || !deps.loginItems) return;
  try {
    deps.loginItems.apply(openAtLogin);
  } catch (error) {
    console.error('[settings] the sign-in item could not be refreshed', error);
  }
}
