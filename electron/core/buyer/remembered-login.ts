import type { StoreHolder } from '../store-holder';
import type { Buyer } from './buyer-session';

/** The store in use's saved "remember me" login, seen from the buyer session: whom it signs in. */
export interface RememberedLogin {
  /** The buyer the saved login signs in, or null (none saved, or saved before its buyer was known). */
  buyer(): Buyer | null;
  /** The store confirmed the buyer of the moment: kept beside the saved login, if there is one. */
  keep(buyer: Buyer): void;
}

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
  };
}
