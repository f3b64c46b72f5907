import { fail, ok } from '../../../preload/result';
import { DONE } from '../api/common';
import { getGlobal } from '../api/shop';
import type { Handlers } from '../deps';
import type { StoreHolder } from '../store-holder';
import type { DraftOwner } from './draft-file';
import { createDraftStore, type DraftStore } from './draft-store';

type DraftHandlers = Pick<Handlers, 'drafts:get' | 'drafts:save' | 'drafts:discard'>;
type Observed = Pick<Handlers, 'auth:login' | 'shop:global' | 'account:get' | 'settings:forgetCustomer'>;

const NO_CUSTOMER = 'Unsent quantities are kept only while you are logged in.';
const NOT_KEPT = 'Your unsent quantities could not be kept on this computer.';

/**
 * Durable cart drafts: kept per store and customer, so a logout or a kiosk idle logout
 * never shows one buyer's drafts to the next. The customer is learnt from answers the core already
 * gets (a login, /_api/global, the account) and forgotten at every session change.
 */
export function createDrafts(holder: Pick<StoreHolder, 'connection' | 'onSessionChange'>, dataDir: string | undefined, store: DraftStore = createDraftStore(dataDir)) {
  let email: string | null = null;
  let generation = 0;
  const offSession = holder.onSessionChange(() => {
    generation += 1;
    email = null;
  });

  const ownerOf = (customer: string | null): DraftOwner | null => {
    const connection = holder.connection();
    return customer && connection ? { origin: new URL(connection.baseUrl).origin, email: customer.trim().toLowerCase() } : null;
  };
  const learn = (customer: string | null | undefined, asked: number) => {
    if (asked === generation && customer) email = customer;
  };

  /** The owner of the moment; asks the store who is logged in when nothing told us yet. */
  const owner = async (): Promise<DraftOwner | null> => {
    const connection = holder.connection();
    if (!email && connection) {
      const asked = generation;
      const answer = await getGlobal(connection);
      if (answer.ok) learn(answer.data.customer?.email, asked);
    }
    return ownerOf(email);
  };

  const handlers: DraftHandlers = {
    'drafts:get': async () => {
      const who = await owner();
      return ok({ drafts: who ? await store.list(who) : [] });
    },
    'drafts:save': async ({ scope, entries }) => {
      const who = await owner();
      if (!who) return fail({ kind: 'unauthenticated', message: NO_CUSTOMER });
      try {
        await store.save(who, scope, entries);
        return ok(DONE);
      } catch (error) {
        console.error('[drafts] not saved', error);
        return fail({ kind: 'refused', message: error instanceof Error && error.message.startsWith('These') ? error.message : NOT_KEPT });
      }
    },
    'drafts:discard': async ({ scope }) => {
      const who = await owner();
      if (who) await store.discard(who, scope).catch((error: unknown) => console.error('[drafts] not discarded', error));
      return ok(DONE);
    },
  };

  return {
    handlers,
    observe<H extends Observed>(wrapped: H): H {
      return {
        ...wrapped,
        'auth:login': async (input) => {
          const answer = await wrapped['auth:login'](input);
          if (answer.ok) email = input.email;
          return answer;
        },
        'shop:global': async (input) => {
          const asked = generation;
          const answer = await wrapped['shop:global'](input);
          if (answer.ok) learn(answer.data.customer?.email, asked);
          return answer;
        },
        'account:get': async (input) => {
          const asked = generation;
          const answer = await wrapped['account:get'](input);
          if (answer.ok) learn(answer.data.account.email, asked);
          return answer;
        },
        // "Sign out and forget this computer": this customer's drafts go with the rest.
        'settings:forgetCustomer': async (input) => {
          const who = ownerOf(email);
          const answer = await wrapped['settings:forgetCustomer'](input);
          if (answer.ok && who) await store.discard(who).catch((error: unknown) => console.error('[drafts] not forgotten', error));
          return answer;
        },
      };
    },
    settled: () => store.settled(),
    dispose: offSession,
  };
}
