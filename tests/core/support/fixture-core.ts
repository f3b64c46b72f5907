import { afterEach } from 'vitest';
import { createCore, type CoreDeps } from '../../../electron/core/index';
import { testDeps } from './deps';
import { startFixture, type Fixture, type Route } from './fixture-server';

/**
 * Call at the top of a test file: answers `start(routes, overrides)`, which serves `routes` from a
 * fixture store and creates a core pointed at it. Both are torn down after each test.
 */
export function fixtureCores() {
  let fixture: Fixture | null = null;
  let dispose: (() => void) | null = null;
  afterEach(async () => {
    dispose?.();
    dispose = null;
    await fixture?.close();
    fixture = null;
  });

  return async function start(routes: Record<string, Route>, overrides: Partial<CoreDeps> = {}) {
    fixture = await startFixture(routes);
    const deps = testDeps({ storeUrlOverride: fixture.url, ...overrides });
    const core = createCore(deps);
    dispose = core.dispose;
    return { handlers: core.handlers, deps, fixture };
  };
}
