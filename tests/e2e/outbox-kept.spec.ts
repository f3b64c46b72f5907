import { expect, test, type App } from './harness';
import { logIn } from './commerce-helpers';

const WIDE = { width: 1440, height: 900 };

/** The cart seen online, then the store cut off and its order kept with "Place order when back online" as PO-KEPT-1. */
async function queueOffline(app: App): Promise<void> {
  const { page } = app;
  await app.goto('/cart');
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  app.setStoreReachable(false);
  await page.reload();
  await page.getByRole('button', { name: 'Place order when back online' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  await review.getByLabel(/Your reference/).fill('PO-KEPT-1');
  await review.getByRole('button', { name: 'Keep until back online' }).click();
  await expect(page.getByTestId('outbox')).toContainText('Reference PO-KEPT-1');
  app.setStoreReachable(true);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
}

/**
 * An order waiting to be sent lives only on this computer: "Sign out and forget this computer"
 * names it and asks a second time; cancelling keeps the order and the buyer signed in.
 */
test('forgetting this computer names the waiting order and asks again; cancelling keeps it', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: { retryBackoff: 50, probe: 300 } });
  const { page } = app;
  await logIn(page);
  await queueOffline(app);

  const forget = async () => {
    await app.goto('/settings');
    await page.getByRole('button', { name: 'Sign out and forget', exact: true }).click();
    const sure = page.getByRole('dialog', { name: 'Sign out and forget this computer?' });
    await sure.getByRole('button', { name: 'Sign out and forget', exact: true }).click();
    const waiting = page.getByRole('dialog', { name: 'Orders not yet placed' });
    await expect(waiting).toContainText('PO-KEPT-1');
    return waiting;
  };

  const first = await forget();
  await app.screenshot('outbox-kept-forget-asks-1440');
  await first.getByRole('button', { name: 'Cancel' }).click();
  await expect(first).toBeHidden();
  // Still signed in, the order still waiting.
  await app.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByTestId('outbox')).toContainText('Reference PO-KEPT-1');
  const kept = await app.core.handlers['outbox:list']({});
  expect(kept.ok && kept.data.orders.map((o) => o.remark)).toEqual(['PO-KEPT-1']);

  // Told twice, and answered "Forget them too": signed out, and the order is gone with the computer's copy.
  const second = await forget();
  await second.getByRole('button', { name: 'Forget them too' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await app.core.handlers['outbox:list']({})).toEqual({ ok: true, data: { orders: [] } });
});

/** A waiting order the store refuses when it is sent waits again, and its card says the store's reason. */
test("a waiting order the store refuses shows the store's reason on its card", async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: { retryBackoff: 50, probe: 300 } });
  const { page } = app;
  await logIn(page);
  app.store!.control.setShop({ min_purchase_amount: 0 });
  await queueOffline(app);
  const outbox = page.getByTestId('outbox');
  await outbox.getByRole('button', { name: 'Review and send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the waiting order' });
  await expect(dialog.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  // Between the review and Place order, the store raised its minimum purchase.
  app.store!.control.setShop({ min_purchase_amount: 1_000_000 });
  await dialog.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(dialog.getByText(/^The order still waits: Minimum purchase amount is /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(outbox.getByText(/^The store did not take it: Minimum purchase amount is /)).toBeVisible();
  await app.screenshot('outbox-refused-1440');
  // Kept with the order: a reload shows it again.
  await page.reload();
  await expect(page.getByTestId('outbox').getByText(/^The store did not take it: Minimum purchase amount is /)).toBeVisible();
});
