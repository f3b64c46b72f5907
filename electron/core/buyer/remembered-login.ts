import type { StoreHolder } from '../store-holder';
import type { RememberedLogin } from './buyer-session';

/** The store in use's saved "remember me" login, seen from the buyer session. */
export function rememberedLogin(holder: Pick<StoreHolder, 'url' | 'session'>): RememberedLogin {
  return {
    buyer() {
      const url = holder.url();
      const email = url ? holder.session.rememberedBuyer(url) : null;
      return url && email ? { origin: new URL(url).origin, email } : null;
    },
    keep(buyer) {
      const url = holder.url();
      if (url && new URL(url).origin === buyer.origin) holder.session.rememberBuyer(url, buyer.email);
    },
    forget() {
      const url = holder.url();
      if (url) holder.session.clear(url);
    },
  };
}
