/**
 * Every screen a customer meets, at 1440 and 420 px, on a desktop and at a trade counter: axe with
 * WCAG 2.0 to 2.2 A and AA (target size 24 x 24 px, with its allowance for spacing, among them)
 * finds nothing serious or critical, and at the counter no control is under 44 x 44 px.
 */
import { axeSerious, expect, test, type App } from './harness';
import { smallTargets } from './harness/targetSize';
import { logIn } from './commerce-helpers';

const WIDTHS = [1440, 420] as const;
const PIN = '4821';

async function screensOf(app: App): Promise<string[]> {
  const variant = app.store!.control.firstVariantWith({ available: true });
  const account = await app.core.handlers['account:get']({});
  const order = account.ok ? account.data.orders[0]?.token : undefined;
  return ['/', variant ? `/products/${variant.product_handle}` : '/', '/cart', '/quick-order', '/order', ...(order ? [`/order/${order}`, `/placed/${order}`] : []), '/account', '/contact_us', '/lists', '/settings', '/staff'];
}

/** The product cards of the list, in px: each card's link fills its card, so the cards of a row are one width. */
const cardWidths = (app: App) => app.page.locator('.product-card__link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));

async function settled(app: App, path: string) {
  await app.goto(path);
  await expect(app.page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(app.page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

for (const kiosk of [false, true]) {
  test(`${kiosk ? 'a kiosk' : 'a desktop'}: axe finds nothing serious on any screen at 1440 and 420 px${kiosk ? ', and every control is 44 px or more' : ''}`, async ({ launch }) => {
    test.setTimeout(240_000);
    const app = await launch({ products: 12, path: '/login', kiosk, settings: kiosk ? { kiosk: { enabled: true, idleMinutes: 10, pin: PIN } } : {} });
    const { page } = app;
    const found: string[] = [];
    const small: string[] = [];
    const uneven: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: kiosk && width > 1000 ? 1024 : 900 });
      await settled(app, '/login');
      found.push(...(await axeSerious(page)).map((line) => `/login @${width}: ${line}`));
      if (kiosk) small.push(...(await smallTargets(page, 44)).map((line) => `/login @${width}: ${line}`));
    }
    await logIn(page);
    for (const path of await screensOf(app)) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: kiosk && width > 1000 ? 1024 : 900 });
        await settled(app, path);
        found.push(...(await axeSerious(page)).map((line) => `${path} @${width}: ${line}`));
        if (kiosk) small.push(...(await smallTargets(page, 44)).map((line) => `${path} @${width}: ${line}`));
        if (path === '/') {
          const widths = await cardWidths(app);
          if (Math.max(...widths) - Math.min(...widths) > 1) uneven.push(`/ @${width}: cards ${widths.map(Math.round).join(', ')} px wide`);
        }
        if (kiosk && (path === '/cart' || path === '/')) await app.screenshot(`kiosk-${path === '/' ? 'products' : 'cart'}-${width}`);
      }
    }
    if (kiosk) {
      await settled(app, '/cart');
      await page.setViewportSize({ width: 1080, height: 1920 });
      await app.screenshot('kiosk-cart-1080x1920');
      await page.setViewportSize({ width: 1280, height: 1024 });
      await app.screenshot('kiosk-cart-1280x1024');
    }
    expect(found).toEqual([]);
    expect(uneven).toEqual([]);
    // On a desktop, 24 x 24 is axe's target-size rule above, with WCAG's allowance for spacing.
    if (kiosk) expect(small).toEqual([]);
  });
}
