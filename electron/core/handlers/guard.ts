import { channels, type Channel } from '../../../contract/contract';
import { fail } from '../../../contract/result';
import type { Handler, Handlers } from '../deps';
import type { Connection } from '../http/connection';
import { MESSAGES } from '../http/errors';
import type { StoreHolder } from '../store-holder';

/**
 * What the buyer is told of a failure nobody foresaw (a bug, a broken disk), in their language: the
 * one such message of the app, whichever layer caught it. The cause goes to the log.
 */
export function unexpectedFailure(channel: Channel, error: unknown) {
  console.error(`[${channel}] handler failed`, error);
  return fail({ kind: 'server', message: MESSAGES.unexpected });
}

/** Wraps every handler so that nothing it throws ever leaves the core: it becomes a 'server' failure. */
export function guardAll(handlers: Handlers): Handlers {
  const guarded: Partial<Record<Channel, unknown>> = {};
  for (const channel of channels) {
    const handler = handlers[channel] as (input: unknown) => Promise<unknown>;
    guarded[channel] = async (input: unknown) => {
      try {
        return await handler(input);
      } catch (error) {
        return unexpectedFailure(channel, error);
      }
    };
  }
  return guarded as Handlers;
}

/** A handler that needs a store: without a configured store address it answers 'not_configured'. */
export function withStore<C extends Channel>(
  holder: StoreHolder,
  run: (connection: Connection, input: Parameters<Handler<C>>[0]) => ReturnType<Handler<C>>,
): Handler<C> {
  return async (input) => {
    const connection = holder.connection();
    if (!connection) return fail({ kind: 'not_configured', message: MESSAGES.not_configured });
    return run(connection, input);
  };
}
