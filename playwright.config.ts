import { defineConfig } from '@playwright/test';
import { chromiumPath } from './browser-shell/chromiumPath';

// Before any test: the browser, or one line saying how to get one (a newcomer's first `npm test`).
try {
  process.env.CHROMIUM_PATH = chromiumPath();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

/**
 * The buyer's journeys also run against the reference store's `alt` dialect, which takes the
 * other side of every reading the spec leaves open (bare answers, money as strings, 1/0 flags,
 * errors with HTTP 200 ...): the app must work with any store that follows the spec.
 */
const JOURNEYS = [
  'auth-login', 'auth-signup', 'auth-reset',
  'catalog', 'catalog-product', 'cart',
  'orders-view', 'orders-actions', 'orders-upload',
  'account', 'account-addresses', 'account-password',
  'contact', 'preview',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig<object, { dialect: 'default' | 'alt' }>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each worker runs its own Chromium and stores; two fit the 2-core CI machine.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  projects: [
    { name: 'default', use: { dialect: 'default' } },
    { name: 'alt', testMatch: JOURNEYS, use: { dialect: 'alt' } },
  ],
});
