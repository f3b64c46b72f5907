import type { IpcMainInvokeEvent } from 'electron';
import { channels, contract, type Channel } from '../contract/contract';
import { fail } from '../contract/result';
import type { Handlers } from './core/deps';
import { unexpectedFailure } from './core/handlers/guard';

type Listener<E> = (event: E, input: unknown) => Promise<unknown>;

/** The part of `ipcMain` used here, so tests can pass a fake. */
export interface IpcMainLike<E = IpcMainInvokeEvent> {
  handle(channel: string, listener: Listener<E>): void;
}

/** A short reason for the developer console; never echoes the payload itself. */
function describeInvalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const first = issues[0];
  if (!first) return 'Refused: invalid input.';
  const where = first.path.map(String).join('.') || 'input';
  return `Refused: invalid ${where} (${first.message})`.slice(0, 200);
}

/**
 * Registers exactly the contract's channels. Every listener refuses a sender that is not the
 * app's own top frame, parses the input with the channel's strict schema, and answers a
 * Result; nothing thrown ever reaches the renderer.
 */
export function registerIpc<E = IpcMainInvokeEvent>(
  ipcMainLike: IpcMainLike<E>,
  handlers: Handlers,
  isTrustedFrame: (event: E) => boolean,
): void {
  for (const channel of channels) {
    const schema = contract[channel].input;
    const handler = handlers[channel] as (input: unknown) => Promise<unknown>;
    ipcMainLike.handle(channel, async (event, input) => {
      try {
        if (!isTrustedFrame(event)) return fail({ kind: 'refused', message: 'Refused: this request did not come from the app.' });
        const parsed = schema.safeParse(input);
        if (!parsed.success) return fail({ kind: 'refused', message: describeInvalid(parsed.error.issues) });
        return await handler(parsed.data);
      } catch (error) {
        // The handlers are guarded in the core (its `guard` middleware); this is for the checks above.
        return unexpectedFailure(channel satisfies Channel, error);
      }
    });
  }
}
