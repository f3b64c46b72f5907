import { contract, type ChannelOutput, type ParsedInput } from '../../../preload/contract';
import { ok } from '../../../preload/result';
import { DONE } from '../api/common';
import { observeCustomer } from '../catalog/observe-customer';
import type { Emit, Handler, Handlers } from '../deps';
import type { StoreHolder } from '../store-holder';
import { createCustomerTracker } from './customer-tracker';
import type { LastSeenCache, Recalled } from './last-seen-cache';

/** The reads whose last answer is kept, so their screens open while the store is unreachable. */
const OFFLINE_READS = ['catalog:products', 'catalog:product', 'cart:retrieve', 'account:get', 'orders:get'] as const;
type OfflineRead = (typeof OFFLINE_READS)[number];
type Observed = Pick<Handlers, OfflineRead | 'auth:login' | 'shop:global' | 'settings:forgetCustomer'>;

/** Answers made up locally when a read has no saved copy (the product list from the catalogue index). */
export type OfflineFallbacks = { [C in OfflineRead]?: (input: ParsedInput<C>) => Recalled<ChannelOutput<C>> | null };

export interface OfflineReads {
  handlers: Pick<Handlers, 'offline:clear'>;
  observe<H extends Observed>(handlers: H): H;
  dispose(): void;
}

/** The store did not answer at all (what also turns the connectivity banner on). */
const UNREACHABLE = new Set(['network', 'timeout']);

/**
 * Wraps the reads: every good answer is saved for the customer of the moment; when the store
 * cannot be reached, the saved one is answered instead and `offline:served` tells the page how
 * old it is. Other failures (not found, a refusal) are the store's word and pass through.
 */
export function createOfflineReads(
  holder: Pick<StoreHolder, 'url' | 'onSessionChange'>,
  cache: LastSeenCache,
  emit: Emit,
  fallbacks: OfflineFallbacks = {},
): OfflineReads {
  const tracker = createCustomerTracker(holder);

  const serve = <C extends OfflineRead>(channel: C, handler: Handler<C>): Handler<C> => async (input) => {
    const owner = tracker.owner();
    const key = `${channel} ${JSON.stringify(input)}`;
    const answer = await handler(input);
    if (!owner || tracker.owner()?.email !== owner.email) return answer;
    if (answer.ok) {
      cache.remember(owner, key, answer.data);
      return answer;
    }
    if (!UNREACHABLE.has(answer.error.kind)) return answer;
    const fallback = fallbacks[channel] as ((input: ParsedInput<C>) => Recalled<ChannelOutput<C>> | null) | undefined;
    const saved = (await cache.recall(owner, key, contract[channel].output)) ?? fallback?.(input) ?? null;
    if (!saved) return answer;
    emit('offline:served', { seen_at: saved.seenAt.toISOString() });
    return ok(saved.data) as Awaited<ReturnType<Handler<C>>>;
  };

  const clearStore = async () => {
    const url = holder.url();
    if (url) await cache.clear(new URL(url).origin);
  };

  return {
    handlers: {
      // The store of the moment only: settings and the session stay.
      'offline:clear': async () => {
        await clearStore();
        return ok(DONE);
      },
    },
    observe(handlers) {
      const wrapped = { ...handlers };
      for (const channel of OFFLINE_READS) {
        (wrapped as Record<OfflineRead, unknown>)[channel] = serve(channel, handlers[channel] as Handler<typeof channel>);
      }
      // "Sign out and forget this computer" leaves no cart or orders of theirs on disk either.
      wrapped['settings:forgetCustomer'] = async (input) => {
        const answer = await handlers['settings:forgetCustomer'](input);
        if (answer.ok) await clearStore();
        return answer;
      };
      return observeCustomer(wrapped, tracker);
    },
    dispose: () => tracker.dispose(),
  };
}
