import { contract, type ChannelOutput, type ParsedInput } from '../../../contract/contract';
import { ok } from '../../../contract/result';
import { DONE } from '../api/common';
import type { Emit, Handler, Handlers } from '../deps';
import type { Buyer, BuyerSession } from '../buyer/buyer-session';
import type { LastSeenCache, Recalled } from './last-seen-cache';

/** The reads whose last answer is kept, so their screens open while the store is unreachable. */
const OFFLINE_READS = [
  'shop:global', 'shop:locale', 'catalog:products', 'catalog:product', 'cart:retrieve', 'account:get', 'orders:get',
] as const;
type OfflineRead = (typeof OFFLINE_READS)[number];
type Observed = Partial<Pick<Handlers, OfflineRead>>;

/**
 * Answers made from the buyer's kept catalogue (a product, a product-list page), tried before the
 * saved answers: the catalogue is the one copy of what a product is; the saved answer of a read
 * stays for what the catalogue cannot make (null: not kept, or not read in full yet).
 */
export type FromCatalogue = { [C in OfflineRead]?: (input: ParsedInput<C>) => Recalled<ChannelOutput<C>> | null };

/**
 * An answer kept for `buyer` only if it is theirs: /_api/global naming nobody (or someone else) is the
 * store's word on the session, not a screen of theirs to open later.
 */
const KEEPS: { [C in OfflineRead]?: (data: ChannelOutput<C>, buyer: Buyer) => boolean } = {
  'shop:global': (data, buyer) => data.customer?.email.trim().toLowerCase() === buyer.email,
};

export interface OfflineReads {
  handlers: Pick<Handlers, 'offline:clear' | 'offline:status'>;
  observe<H extends Observed>(handlers: H): H;
  dispose(): void;
}

/** The store did not answer at all (what also turns the connectivity banner on). */
const UNREACHABLE = new Set(['network', 'timeout']);

/**
 * Wraps the reads: every good answer is saved for the buyer of the moment (the buyer session's); when the store
 * cannot be reached, the saved one is answered instead and `offline:served` tells the page how
 * old it is. Other failures (not found, a refusal) are the store's word and pass through.
 */
export function createOfflineReads(
  buyers: Pick<BuyerSession, 'current'>,
  cache: LastSeenCache,
  emit: Emit,
  online: () => boolean,
  fromCatalogue: FromCatalogue = {},
): OfflineReads {
  // The oldest kept answer shown since the store last answered: what the banner's "as of" is.
  let servedSince: Date | null = null;
  const serve = <C extends OfflineRead>(channel: C, handler: Handler<C>): Handler<C> => async (input) => {
    const asker = buyers.current();
    const key = `${channel} ${JSON.stringify(input)}`;
    const answer = await handler(input);
    // An answer to a call sent for another buyer (or nobody) is neither kept nor replaced.
    if (!asker || buyers.current() !== asker) return answer;
    if (answer.ok) {
      servedSince = null;
      const keeps = KEEPS[channel] as ((data: ChannelOutput<C>, buyer: Buyer) => boolean) | undefined;
      if (!keeps || keeps(answer.data as ChannelOutput<C>, asker)) cache.remember(key, answer.data);
      return answer;
    }
    if (!UNREACHABLE.has(answer.error.kind)) return answer;
    const made = fromCatalogue[channel] as ((input: ParsedInput<C>) => Recalled<ChannelOutput<C>> | null) | undefined;
    const saved = made?.(input) ?? (await cache.recall(key, contract[channel].output));
    if (!saved) return answer;
    if (!servedSince || saved.seenAt < servedSince) servedSince = saved.seenAt;
    emit('offline:served', { seen_at: saved.seenAt.toISOString() });
    return ok(saved.data) as Awaited<ReturnType<Handler<C>>>;
  };

  return {
    handlers: {
      // The buyer of the moment only: settings and the session stay.
      'offline:clear': async () => {
        await cache.clear();
        return ok(DONE);
      },
      'offline:status': async () => {
        const live = online();
        if (live) servedSince = null;
        return ok({ online: live, seen_at: servedSince?.toISOString() ?? null });
      },
    },
    observe(handlers) {
      const wrapped = { ...handlers };
      for (const channel of OFFLINE_READS) {
        const handler = handlers[channel] as Handler<typeof channel> | undefined;
        if (handler) (wrapped as Record<OfflineRead, unknown>)[channel] = serve(channel, handler);
      }
      return wrapped;
    },
    dispose: () => cache.dispose(),
  };
}
