import { expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { storeOrders } from './orders-helpers';

/**
 * The application menu's own entries reach the page as the glue sends them: a screen opens
 * (app:navigate), Search and Keyboard shortcuts do what their keys do (app:command). And the layout
 * holds at the zoom the menu offers (the harness zooms as the glue's setZoomFactor does): 200 % of a
 * 1440 px window is a 720 px page.
 */
test('the menu opens screens, the search box and the keyboard help', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: { width: 1440, height: 900 } });
  const { page } = app;
  await logIn(page);

  app.emit('app:navigate', { path: '/quick-order' });
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  app.emit('app:command', { command: 'search' });
  await expect(page.locator('#header-search')).toBeFocused();
  app.emit('app:command', { command: 'help' });
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('zoom as the View menu and its keys give it: the main screens hold at 150 % and 200 %, and the zoom is kept for the store', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: { width: 1440, height: 900 } });
  const { page } = app;
  await logIn(page);
  const products = await app.core.handlers['catalog:products']({ page: 1 });
  const [order] = await storeOrders(app);
  if (!products.ok || !order) throw new Error('the demo store has products and orders');
  const screens = [
    ['/', 'home'], [`/products/${products.data.products[0]!.handle}`, 'product'], ['/quick-order', 'quick-order'], ['/cart', 'cart'],
    ['/order', 'orders'], [`/order/${order.token}`, 'order'], ['/account', 'account'], ['/settings', 'settings'],
  ] as const;
  const layoutWidth = () => page.evaluate(() => (globalThis as unknown as { innerWidth: number }).innerWidth);

  for (const [steps, zoom] of [[3, 150], [2, 200]] as const) {
    for (let step = 0; step < steps; step += 1) await app.zoom('in');
    // A 1440 px window is a 960 px page at 150 %, a 720 px one at 200 %.
    expect(await layoutWidth()).toBe(1440 / (zoom / 100));
    for (const [path, name] of screens) {
      await app.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
      expect(await layoutWidth()).toBe(1440 / (zoom / 100));
      await app.screenshot(`zoom-${zoom}-${name}`);
      // Nothing wider than the window: no sideways scrolling.
      expect(await page.evaluate(() => {
        const doc = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number });
        return doc.document.documentElement.scrollWidth <= doc.innerWidth;
      }), `${name} at ${zoom} %`).toBe(true);
    }
  }
  // The furthest step is 200 %; the next start opens at the zoom kept for the store.
  expect(await app.zoom('in')).toBe(2);
  const again = await app.relaunch({ path: '/order' });
  expect(await again.page.evaluate(() => (globalThis as unknown as { innerWidth: number }).innerWidth)).toBe(720);
  expect(await again.zoom('reset')).toBe(1);
  expect(await again.page.evaluate(() => (globalThis as unknown as { innerWidth: number }).innerWidth)).toBe(1440);
});
