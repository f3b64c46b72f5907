import { expect, test } from './harness';
import { DEMO, control, logIn, routeOf } from './auth-helpers';

/** Longer than the store's idle limit for a session without "remember me" (2 hours). */
const PAST_IDLE_LIMIT_MS = 3 * 60 * 60 * 1000;
// The demo cart needs a catalogue with enough stocked variants.
const STORE = { products: 24 };

test.describe('session expiry', () => {
  test('a call that finds the session gone returns to login, then to the same screen with the cart intact', async ({ launch }) => {
    const app = await launch(STORE);
    const { page } = app;
    await logIn(page, DEMO, { remember: false });
    await app.goto('/cart');
    // The cart saves itself: a quantity changed is the call that finds the session gone.
    const placeOrder = page.getByRole('button', { name: 'Place order', exact: true });
    await expect(placeOrder).toBeVisible();
    const lines = await page.getByRole('row').count();

    control(app).advanceTime(PAST_IDLE_LIMIT_MS);
    await page.locator('[data-quantity-input]').first().fill('7');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fcart$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await app.screenshot('session-expired-login');
    // Another call out at the same moment (a catalogue walk) finds the session gone too: the return path stays.
    await app.emit('session:expired', {});
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => done(null)))');
    expect(routeOf(page)).toBe('/login?redirect=%2Fcart');

    await logIn(page, DEMO, { remember: false });
    await expect(page).toHaveURL(/#\/cart$/);
    await expect(placeOrder).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(lines);
  });

  test('a session that ended while the app was away is noticed at start, and login returns to the screen', async ({ launch }) => {
    const app = await launch(STORE);
    const { page } = app;
    await logIn(page, DEMO, { remember: false });
    await app.goto('/order');
    await expect(page).toHaveURL(/#\/order$/);

    control(app).advanceTime(PAST_IDLE_LIMIT_MS);
    await page.reload();
    await expect(page).toHaveURL(/#\/login\?redirect=%2Forder$/);
    await logIn(page);
    await expect(page).toHaveURL(/#\/order$/);
    expect(routeOf(page)).toBe('/order');
  });

  test('logging out on one screen ends the session for every call', async ({ launch }) => {
    const app = await launch(STORE);
    const { page } = app;
    await logIn(page);
    await app.goto('/cart');
    await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeVisible();
    await app.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    // Remember me was on: the relaunch must not bring the session back either.
    const again = await app.relaunch({ path: '/cart' });
    await expect(again.page).toHaveURL(/#\/login\?redirect=%2Fcart$/);
  });
});
