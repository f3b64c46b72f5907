import type { Result } from './result';
import type { Channel, ChannelInput, ChannelOutput, EventName, EventPayload } from './contract';
import { channelNames } from './channelNames';
import { droppedCall, type DroppedCall, type PathForFile } from './dropped';

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

type Calls = {
  [A in Area]: { [C in Channel as CallOf<C, A>]: Call<C> };
};

// files:dropped takes the drop's File objects, never paths: see dropped.ts.
export type Storefront = Omit<Calls, 'files'> & {
  files: Omit<Calls['files'], 'dropped'> & { dropped: DroppedCall };
} & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

/**
 * Builds `window.storefront`: one function a contract channel, grouped by area
 * (`storefront.cart.update(input)` invokes `cart:update`), and `on` for events.
 * It never exposes `invoke` itself, so the page can reach nothing the contract does not name.
 * `pathForFile` (webUtils.getPathForFile in the preload) is how dropped files become paths.
 */
export function createBridge(invoke: Invoke, subscribe: Subscribe, pathForFile: PathForFile = () => ''): Storefront {
  const api: Record<string, Record<string, unknown>> = {};
  for (const channel of channelNames) {
    const [area, call] = channel.split(':') as [string, string];
    api[area] ??= {};
    api[area][call] = (input?: unknown) => invoke(channel, input ?? {});
  }
  api.files!.dropped = droppedCall((input) => invoke('files:dropped', input), pathForFile);
  const on = (event: EventName, listener: (payload: unknown) => void) => subscribe(event, listener);
  return Object.freeze({ ...Object.fromEntries(Object.entries(api).map(([k, v]) => [k, Object.freeze(v)])), on }) as unknown as Storefront;
}
