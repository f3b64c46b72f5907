import { ok } from '../../../contract/result';
import * as auth from '../api/auth';
import { DONE } from '../api/common';
import type { Handlers } from '../deps';
import type { StoreHolder } from '../store-holder';
import { withStore } from './guard';

type AuthHandlers = Pick<
  Handlers,
  | 'auth:login' | 'auth:signup' | 'auth:logout' | 'auth:forgotPassword' | 'auth:resetPassword' | 'auth:verifyReset'
  | 'auth:activate' | 'auth:verifyActivation'
>;

export function authHandlers(holder: StoreHolder, options: { kiosk?: boolean } = {}): AuthHandlers {
  return {
    // "Remember me" decides whether this session outlives the app (saved encrypted) or not at all.
    // A kiosk never remembers a login, whatever the page asks: the next customer is someone else.
    'auth:login': withStore(holder, async (c, asked) => {
      const input = options.kiosk ? { ...asked, is_remember: false } : asked;
      const result = await auth.login(c, input);
      if (!result.ok) return result;
      holder.session.setRemember(input.is_remember, c.jar, c.baseUrl);
      holder.sessionStarted();
      // The customer is read by loginWithCustomer, through its own handler.
      return ok({ ...result.data, global: null });
    }),
    'auth:signup': withStore(holder, auth.signup),
    // Logging out always ends the session here, even when the store cannot be told.
    'auth:logout': withStore(holder, async (c) => {
      const result = await auth.logout(c);
      if (!result.ok) console.error('[auth:logout] the store was not told; the local session is cleared anyway', result.error.kind);
      holder.clearSession();
      return ok(DONE);
    }),
    'auth:forgotPassword': withStore(holder, auth.forgotPassword),
    'auth:resetPassword': withStore(holder, auth.resetPassword),
    'auth:verifyReset': withStore(holder, auth.verifyReset),
    'auth:activate': withStore(holder, auth.activate),
    'auth:verifyActivation': withStore(holder, auth.verifyActivation),
  };
}
