import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Channel, ChannelOutput, ParsedInput } from '../../../contract/contract';
import type { Result } from '../../../contract/result';
import { createCore, type Core } from '../../../electron/core/index';
import { startStorefront, type RunningStorefront, type StoreDialect } from '../../../server/index';
import { testDeps } from './deps';

export interface Recorded {
  channel: Channel;
  result: Result<unknown>;
}

/**
 * A core against a reference storefront speaking `dialect`, with every call it answers recorded,
 * so a test can assert that none came back malformed whatever the call.
 */
export async function dialectCore(dialect: StoreDialect) {
  const store: RunningStorefront = await startStorefront({ port: 0, products: 12, dialect });
  const dir = mkdtempSync(join(tmpdir(), `core-${dialect}-`));
  const poFile = join(dir, 'purchase-order.txt');
  writeFileSync(poFile, 'PO 42: 10 boxes of bolts');
  const core: Core = createCore(
    testDeps({
      storeUrlOverride: store.url,
      filePicker: { pick: async () => ({ path: poFile, name: 'purchase-order.txt', size: 24 }) },
      saveFile: async () => join(dir, 'saved-copy.txt'),
    }),
  );
  const calls: Recorded[] = [];

  /** One call through the core; the result is recorded and returned as the handler typed it. */
  async function call<C extends Channel>(channel: C, input: ParsedInput<C>): Promise<Result<ChannelOutput<C>>> {
    const handler = core.handlers[channel] as (input: ParsedInput<C>) => Promise<Result<ChannelOutput<C>>>;
    const result = await handler(input);
    calls.push({ channel, result });
    return result;
  }

  /** The data of a call that must succeed; a failure stops the journey with the store's words. */
  async function must<C extends Channel>(channel: C, input: ParsedInput<C>): Promise<ChannelOutput<C>> {
    const result = await call(channel, input);
    if (!result.ok) throw new Error(`[${dialect}] ${channel} failed: ${result.error.kind} ${result.error.message}`);
    return result.data;
  }

  return {
    store,
    calls,
    call,
    must,
    async close() {
      core.dispose();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type DialectCore = Awaited<ReturnType<typeof dialectCore>>;
