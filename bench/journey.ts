/**
 * The buyer's day, step by step, in the end-to-end harness (production renderer build, real core,
 * real Chromium) against a reference store behind a recording pass-through. For each step: the
 * app's time from the user's action to the next screen usable, and the same store calls over plain
 * HTTP in the same run (journey-proxy.ts). Issue 13's goal: the difference stays <= 100 ms.
 */
import type { Page } from '@playwright/test';
import { launchApp, type App } from '../tests/e2e/harness';
import { startStorefront, type RunningStorefront } from '../server/index';
import { plainHttpMs, recordingProxy, type RecordedCall, type RecordingProxy } from './journey-proxy';

export const JOURNEY_STEPS = [
  'boot to login form',
  'log in to product list',
  'product list to product page',
  'add to cart to cart shown',
  'place order to order page',
  'order list to order page',
  'quick order: keystroke to suggestions',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export interface StepSample {
  appMs: number;
  httpMs: number;
  calls: string[];
}

export type JourneyFigures = Record<JourneyStep, StepSample[]>;

const DEMO = { email: 'demo@wholesale.test', password: 'demo1234' };

/** Times `act` until `done` resolves, then the step's store calls. */
async function step(proxy: RecordingProxy, act: () => Promise<unknown>, done: () => Promise<unknown>) {
  proxy.take();
  const started = performance.now();
  await act();
  await done();
  const appMs = performance.now() - started;
  // Images are the browser's, and no plain HTTP client would fetch them to show a list.
  const calls: RecordedCall[] = proxy.take().filter((call) => call.url.startsWith('/_api/'));
  return { appMs, calls };
}

async function oneRun(store: RunningStorefront, proxy: RecordingProxy): Promise<Record<JourneyStep, { appMs: number; calls: RecordedCall[] }>> {
  // The production delays of the background work that follows a login (the harness shortens them for tests).
  const app: App = await launchApp({
    storeUrl: proxy.url,
    path: '/login',
    viewport: { width: 1440, height: 900 },
    timeouts: { firstOrderCheck: 3_000, firstIndexWalk: 3_000 },
  });
  const page: Page = app.page;
  try {
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    const entry = page.url();
    const boot = await step(proxy, () => page.goto(entry), () => page.getByRole('heading', { name: 'Log in' }).waitFor());

    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    const login = await step(proxy, () => page.getByRole('button', { name: 'Log in' }).click(), () => page.locator('.product-card').first().waitFor());

    const product = await step(
      proxy,
      () => page.locator('.product-card__link').first().click(),
      () => page.getByRole('textbox', { name: /^Quantity of/ }).first().waitFor(),
    );

    const variant = store.control.firstVariantWith({ tracked: true, minStock: 100, available: true, increment: 1 });
    if (!variant) throw new Error('no stocked variant in the seed');
    await app.goto(`/products/${variant.product_handle}`);
    const row = page.getByRole('row').filter({ hasText: variant.sku });
    await row.getByRole('textbox', { name: /^Quantity of/ }).fill('5'); // over the demo store's minimum purchase
    const add = await step(
      proxy,
      async () => {
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await page.getByText('Added to cart.').waitFor();
        await page.getByTestId('header-cart').click();
      },
      () => page.getByRole('row').filter({ hasText: variant.sku }).waitFor(),
    );

    const global = await app.core.handlers['shop:global']({});
    const token = global.ok ? global.data.customer?.cart_token : null;
    const cart = token ? await app.core.handlers['cart:retrieve']({ cart_token: token }) : null;
    if (cart?.ok) for (const item of cart.data.order_item) store.control.setVariant(item.variant_id, { inventory_quantity: 10_000, is_preorder: false });
    await page.reload();
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    await page.waitForLoadState('networkidle');
    const place = await step(
      proxy,
      () => page.getByRole('button', { name: 'Place order' }).click(),
      // Spec 4: the order page follows 2 s after the confirmation, a wait of the spec's, not the app's.
      () => page.getByText('Your order has been placed.').waitFor(),
    );

    await app.goto('/order');
    const firstOrder = page.locator('table a[href*="/order/"]').first();
    await firstOrder.waitFor();
    const order = await step(proxy, () => firstOrder.click(), () => page.getByRole('heading', { level: 1, name: /^Order / }).waitFor());

    // The index walk the login started (after its delay) must be done: suggestions come from it.
    for (let i = 0; i < 300; i += 1) {
      const status = await app.core.handlers['catalog:indexStatus']({});
      if (status.ok && status.data.state === 'ready' && !status.data.refreshing) break;
      await page.waitForTimeout(100);
    }
    await app.goto('/quick-order');
    const sku = page.getByRole('combobox', { name: 'SKU or product' }).first();
    await sku.waitFor();
    const suggest = await step(
      proxy,
      () => sku.fill(variant.sku.slice(0, 5)), // one input event, as a keystroke or a paste makes
      () => page.getByRole('listbox', { name: 'Matching products' }).getByRole('option').first().waitFor(),
    );

    return {
      'quick order: keystroke to suggestions': suggest,
      'boot to login form': boot,
      'log in to product list': login,
      'product list to product page': product,
      'add to cart to cart shown': add,
      'place order to order page': place,
      'order list to order page': order,
    };
  } catch (error) {
    await page.screenshot({ path: 'test-results/journey-failure.png' }).catch(() => undefined);
    console.error('journey failed; app errors:', app.errors, 'store calls:', proxy.take().map((c) => `${c.method} ${c.url}`));
    throw error;
  } finally {
    await app.close();
  }
}

export async function measureJourney(runs = 5): Promise<JourneyFigures> {
  const store = await startStorefront({ port: 0, testControl: true });
  const proxy = await recordingProxy(store.url);
  const figures = Object.fromEntries(JOURNEY_STEPS.map((name) => [name, [] as StepSample[]])) as JourneyFigures;
  try {
    for (let run = 0; run < runs; run += 1) {
      const result = await oneRun(store, proxy);
      for (const name of JOURNEY_STEPS) {
        const { appMs, calls } = result[name];
        figures[name].push({ appMs, httpMs: await plainHttpMs(store.url, calls), calls: calls.map((c) => `${c.method} ${c.url.split('?')[0]}`) });
      }
    }
  } finally {
    await proxy.close();
    await store.close();
  }
  return figures;
}
