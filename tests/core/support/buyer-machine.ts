import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, createMemorySettings, type Core, type CoreDeps } from '../../../electron/core/index';
import { testDeps, testSecretBox } from './deps';
import { startTestStore } from './storefront';

const cleanups: (() => unknown)[] = [];

/** For `afterEach`: quits every core the test started, closes its store and removes its data folder. */
export async function closeBuyerMachines(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/**
 * A computer with the reference store on it: a data folder (where the buyers' databases live),
 * settings and key store of its own. `start()` starts the core as the app does, and again after a
 * quit on the same folder, so what a buyer's database keeps can be read back.
 */
export async function buyerMachine(timeouts?: CoreDeps['timeouts'], more: Partial<CoreDeps> = {}) {
  const store = await startTestStore();
  cleanups.push(() => store.close());
  const dataDir = mkdtempSync(join(tmpdir(), 'buyer-machine-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const settings = createMemorySettings({ storeUrl: store.url });
  const secretBox = testSecretBox();
  const start = (): Core['handlers'] => {
    const core = createCore(testDeps({ settings, secretBox, dataDir, ...more, ...(timeouts ? { timeouts } : {}) }));
    cleanups.push(core.dispose);
    return core.handlers;
  };
  return { store, start };
}
