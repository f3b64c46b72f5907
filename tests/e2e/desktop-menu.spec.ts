import { expect, test } from './harness';
import { logIn } from './commerce-helpers';

/**
 * The application menu's own entries reach the page as the glue sends them: a screen opens
 * (app:navigate), Search and Keyboard shortcuts do what their keys do (app:command). And the layout
 * holds at the zoom the menu offers: 200 % of a 1440 px window is a 720 px page.
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

for (const [zoom, width] of [[150, 960], [200, 720]] as const) {
  test(`the main screens hold at ${zoom} % zoom`, async ({ launch }) => {
    const app = await launch({ path: '/login', viewport: { width, height: Math.round(900 * (100 / zoom)) } });
    const { page } = app;
    await logIn(page);
    for (const [path, heading] of [['/', 'All Products'], ['/cart', 'Cart'], ['/quick-order', 'Quick order'], ['/order', 'Orders']] as const) {
      await app.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await app.screenshot(`zoom-${zoom}${path.replace(/\//g, '-') || '-home'}`);
      // Nothing wider than the window: no sideways scrolling.
      expect(await page.evaluate(() => {
        const doc = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number });
        return doc.document.documentElement.scrollWidth <= doc.innerWidth;
      })).toBe(true);
    }
  });
}
