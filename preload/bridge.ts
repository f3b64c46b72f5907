import type { Result } from './result';
import {
  channels,
  type Channel,
  type ChannelInput,
  type ChannelOutput,
  type EventName,
  type EventPayload,
} from './contract';

export type Invoke = (channel: Channel, input: unknown) => Promise<unknown>;
export type Subscribe = (event: EventName, listener: (payload: unknown) => void) => () => void;

type AreaOf<C> = C extends `${infer A}:${string}` ? A : never;
type Area = AreaOf<Channel>;
type CallOf<C, A extends string> = C extends `${A}:${infer N}` ? N : never;
// Channels whose input has no required key can be called without an argument.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{}` is exactly "no required keys" here
type Call<C extends Channel> = {} extends ChannelInput<C>
  ? (input?: ChannelInput<C>) => Promise<Result<ChannelOutput<C>>>
  : (input: ChannelInput<C>) => Promise<Result<ChannelOutput<C>>>;

export type Storefront = {
  [A in Area]: { [C in Channel as CallOf<C, A>]: Call<C> };
} & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

/**
 * Builds `window.storefront`: one function a contract channel, grouped by area
 * (`storefront.cart.update(input)` invokes `cart:update`), and `on` for events.
 * It never exposes `invoke` itself, so the page can reach nothing the contract does not name.
 */
export function createBridge(invoke: Invoke, subscribe: Subscribe): Storefront {
  const api: Record<string, Record<string, (input?: unknown) => Promise<unknown>>> = {};
  for (const channel of channels) {
    const [area, call] = channel.split(':') as [string, string];
    api[area] ??= {};
    api[area][call] = (input?: unknown) => invoke(channel, input ?? {});
  }
  const on = (event: EventName, listener: (payload: unknown) => void) => subscribe(event, listener);
  return Object.freeze({ ...Object.fromEntries(Object.entries(api).map(([k, v]) => [k, Object.freeze(v)])), on }) as unknown as Storefront;
}
