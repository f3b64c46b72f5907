import { fail, ok, type Result } from '../../../contract/result';
import { logout } from '../api/auth';
import { DONE } from '../api/common';
import type { BuyerSession } from '../buyer/buyer-session';
import type { CoreDeps, Handlers } from '../deps';
import type { Settings } from '../settings';
import type { KioskLock, UnlockAnswer } from '../desktop-settings/kiosk-lock';
import { applyPatch, loginItemChanged } from '../desktop-settings/settings-patch';
import { largerTextOn } from '../counter/counter-status';
import type { OrderWatcher } from '../notifications/order-watcher';
import type { StoreHolder } from '../store-holder';
import { coreText } from '../language/core-text';
import { heldIn, heldName, heldNames } from '../ledger/held-orders';
import type { Intent } from '../ledger/ledger';

/** The orders not yet placed in the signed-in buyer's database (none when it cannot be opened). */
function heldOrdersOf(buyers: Pick<BuyerSession, 'database'>): Intent[] {
  try {
    const db = buyers.database();
    return db ? heldIn(db).intents : [];
  } catch (error) {
    console.warn('[settings:forgetCustomer] the buyer database could not be read for waiting orders', error);
    return [];
  }
}

type SettingsHandlers = Pick<Handlers, 'settings:get' | 'settings:update' | 'settings:unlock' | 'settings:forgetCustomer'>;

const LOCKED = () => coreText('settings_locked');
const NOT_SAVED = () => coreText('settings_not_saved');
const NO_LOGIN_ITEM = () => coreText('settings_no_login_item');
const NOT_WRITTEN = () => coreText('settings_not_written');

/** The wait after too many wrong PINs, in the unit a person reads it in. */
function tryAgainIn(seconds: number): string {
  if (seconds < 120) return coreText('settings_pin_wait_seconds', { count: seconds });
  return coreText('settings_pin_wait_minutes', { count: Math.ceil(seconds / 60) });
}

/** A PIN not taken, in the words the PIN field shows (the settings screen and the counter's staff view). */
export function pinRefused(answer: Exclude<UnlockAnswer, { ok: true }>): Result<never> {
  if (answer.reason === 'no_pin') return fail({ kind: 'refused', message: coreText('settings_no_pin') });
  if (answer.reason === 'throttled') return fail({ kind: 'refused', message: tryAgainIn(answer.waitSeconds ?? 0) });
  return fail({ kind: 'validation', message: coreText('settings_pin_wrong'), fields: { pin: [coreText('settings_pin_wrong')] } });
}

/** The settings the settings screen changes. */
const screenFields = (s: Settings) => ({
  openAtLogin: s.openAtLogin,
  notifications: s.notifications,
  watchThresholdPercent: s.watchThresholdPercent,
  kiosk: s.kiosk,
  catalogueMaxAgeMinutes: s.catalogueMaxAgeMinutes,
  offlineCacheMB: s.offlineCacheMB,
  scanner: s.scanner,
  theme: s.theme,
});

/** settings:* : the desktop settings screen, validated and applied here (autostart file, login items, watcher). */
export function desktopSettingsHandlers(
  deps: CoreDeps,
  holder: StoreHolder,
  buyers: Pick<BuyerSession, 'current' | 'forget' | 'database'>,
  watcher: OrderWatcher,
  lock: KioskLock,
): SettingsHandlers {
  const view = () => {
    const s = deps.settings.get();
    const locked = lock.locked();
    return {
      settings: locked
        ? null
        : {
            storeUrl: holder.url(),
            openAtLogin: s.openAtLogin,
            notifications: s.notifications,
            watchThresholdPercent: s.watchThresholdPercent,
            kiosk: { enabled: s.kiosk.enabled, idleMinutes: s.kiosk.idleMinutes, largerText: largerTextOn(s.kiosk) },
            catalogueMaxAgeMinutes: s.catalogueMaxAgeMinutes,
            offlineCacheMB: s.offlineCacheMB,
            scanner: { minLength: s.scanner.minLength, maxGapMs: s.scanner.maxGapMs },
            theme: s.theme,
          },
      kioskActive: deps.kiosk ?? false,
      locked,
      canUnlock: lock.canUnlock(),
    };
  };

  return {
    'settings:get': async () => ok(view()),

    'settings:update': async (patch) => {
      if (lock.locked()) return fail({ kind: 'refused', message: LOCKED() });
      const before = deps.settings.get();
      const checked = applyPatch(before, patch);
      if (!checked.ok) return fail({ kind: 'validation', message: NOT_SAVED(), fields: checked.fields });
      const next = checked.next;
      if (loginItemChanged(before, next)) {
        try {
          if (!deps.loginItems) throw new Error('no login items on this system');
          deps.loginItems.apply(next.openAtLogin);
        } catch (error) {
          console.error('[settings] the sign-in item could not be written', error);
          return fail({ kind: 'server', message: NO_LOGIN_ITEM() });
        }
      }
      if (!deps.settings.set(screenFields(next))) {
        // Not on disk, so not in effect either: this run goes on with what the file still says.
        deps.settings.set(screenFields(before));
        if (loginItemChanged(before, next)) undoLoginItem(deps, before);
        return fail({ kind: 'server', message: NOT_WRITTEN() });
      }
      if (before.notifications.enabled !== next.notifications.enabled) watcher.enabledChanged(next.notifications.enabled);
      if (before.theme !== next.theme) deps.applyTheme?.(next.theme);
      // A kiosk's staff turned Larger text and buttons on or off: every screen follows at once.
      if (deps.kiosk && largerTextOn(before.kiosk) !== largerTextOn(next.kiosk)) deps.emit('counter:changed', { largerText: largerTextOn(next.kiosk) });
      return ok(view());
    },

    'settings:unlock': async ({ pin }) => {
      const answer = lock.unlock(pin);
      return answer.ok ? ok(view()) : pinRefused(answer);
    },

    // Logging out always ends the session here, even when the store cannot be told (like auth:logout).
    'settings:forgetCustomer': async ({ forget_waiting }) => {
      const buyer = buyers.current();
      // Orders only this computer has are never dropped unasked: the buyer is shown which first.
      const waiting = buyer ? heldOrdersOf(buyers) : [];
      if (waiting.length > 0 && forget_waiting !== true) {
        return fail({ kind: 'refused', message: coreText('forget_waiting', { orders: heldNames(waiting) }), fields: { waiting: waiting.map(heldName) } });
      }
      const c = holder.connection();
      if (c) {
        const told = await logout(c);
        if (!told.ok) console.error('[settings:forgetCustomer] the store was not told; the local session is cleared anyway', told.error.kind);
      }
      holder.clearSession();
      // Everything this computer kept of the buyer (drafts, order memory, catalogue, offline pages) is in one file.
      if (buyer) buyers.forget(buyer);
      // The page forgets the buyer as after a kiosk idle logout (customer, cart, pages) and shows login.
      deps.emit('session:ended', {});
      return ok(DONE);
    },
  };
}

/** The sign-in item back as the settings file has it, when the settings could not be saved after it was written. */
function undoLoginItem(deps: CoreDeps, before: Settings): void {
  try {
    deps.loginItems?.apply(before.openAtLogin);
  } catch (error) {
    console.error('[settings] the sign-in item could not be put back', error);
  }
}
