import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createCore, createMemorySettings, type CoreDeps } from '../../../electron/core/index';
import type { RunningStorefront } from '../../../server/index';
import { testDeps, testSecretBox } from './deps';
import { DEMO, startTestStore } from './storefront';

/**
 * Two reference storefronts for the store list tests, and cores over one app's settings
 * and key store across restarts. Both stores are on 127.0.0.1, where cookies do not tell ports
 * apart: one jar shared by the two would show here.
 */
export function twoStores() {
  const stores: { a: RunningStorefront; b: RunningStorefront } = {} as never;
  const cleanups: (() => void)[] = [];
  beforeAll(async () => {
    [stores.a, stores.b] = await Promise.all([startTestStore(), startTestStore()]);
  });
  afterAll(async () => {
    await Promise.all([stores.a.close(), stores.b.close()]);
  });
  afterEach(() => cleanups.splice(0).forEach((c) => c()));

  /** One app's settings, key store and data folder, shared by the cores `start` makes (a restart). */
  const app = (initial: Parameters<typeof createMemorySettings>[0] = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stores-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const settings = createMemorySettings(initial);
    const secretBox = testSecretBox();
    const start = (overrides: Partial<CoreDeps> = {}) => {
      let reloads = 0;
      const deps = testDeps({ settings, secretBox, dataDir, reloadWindow: () => void (reloads += 1), ...overrides });
      const core = createCore(deps);
      cleanups.push(core.dispose);
      const h = core.handlers;
      return {
        core,
        deps,
        settings,
        h,
        reloads: () => reloads,
        list: async () => {
          const answer = await h['stores:list']({});
          if (!answer.ok) throw new Error(answer.error.message);
          return answer.data;
        },
        /** The path the page opens at its next boot. */
        launchPath: async () => {
          const answer = await h['app:takeLaunchPath']({});
          return answer.ok ? answer.data.path : answer.error.kind;
        },
        /** Who the current store says is logged in (null: a guest). */
        customer: async () => {
          const answer = await h['shop:global']({});
          if (!answer.ok) throw new Error(answer.error.message);
          return answer.data.customer?.email ?? null;
        },
        login: (is_remember: boolean) => h['auth:login']({ ...DEMO, is_remember }),
      };
    };
    return { settings, secretBox, dataDir, start };
  };
  return { stores, app };
}
