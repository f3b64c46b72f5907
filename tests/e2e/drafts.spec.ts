/**
 * Durable cart drafts: quantities typed in the cart and never sent survive a quit, are
 * offered back at the next start and sent once; a cart changed meanwhile on the store shows both
 * quantities and the buyer's choice is what the store ends up with.
 */
import { expect, test, axeSerious, type App } from './harness';
import { buyerBehindProxy, closeProxied, UPDATE_CART } from './proxied-buyer';

test.afterEach(closeProxied);

const quantityOf = (app: App, sku: string | null) =>
  app.page.getByRole('row').filter({ hasText: sku ?? '' }).getByRole('textbox', { name: /^Quantity of/ });

/** Types quantities in the cart without Update cart, and waits until the core keeps them. */
async function typeUnsent(app: App, lines: [string | null, number][]) {
  await app.goto('/cart');
  for (const [sku, quantity] of lines) await quantityOf(app, sku).fill(String(quantity));
  await expect.poll(async () => {
    const kept = await app.core.handlers['drafts:get']({});
    return kept.ok ? kept.data.drafts.flatMap((d) => d.entries.map((e) => e.quantity)).sort() : [];
  }).toEqual(lines.map(([, quantity]) => quantity).sort());
}

const storeQuantities = async (app: App, token: string) => {
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: token });
  if (!cart.ok) throw new Error(cart.error.message);
  return new Map(cart.data.order_item.map((item) => [item.variant_id, item.quantity]));
};

test('unsent cart quantities survive an offline spell and a quit, are sent once; a cart changed meanwhile shows both and the buyer chooses', async ({ launch }) => {
  const { app, proxy, cart } = await buyerBehindProxy((options) => launch({ ...options, timeouts: { request: 2000, retryBackoff: 10, probe: 300 } }));
  const token = cart.cart_token!;
  const [a, b] = cart.order_item;
  if (!a || !b) throw new Error('the demo cart needs two lines');

  // The store goes away while the cart is open; quantities typed then are never sent, and the app
  // quits and starts again while the store is still away.
  await app.goto('/cart');
  await expect(quantityOf(app, a.sku)).toBeVisible();
  proxy.faults.dropAll = true;
  await typeUnsent(app, [[a.sku, a.quantity * 3]]);
  let again = await app.relaunch({ viewport: { width: 1440, height: 900 } });
  const prompt = again.page.getByTestId('drafts-prompt');
  // Whether the app shows "Cannot reach the store" or its offline copy, nothing is offered while the store is away.
  await expect(again.page.getByText(/Cannot reach the store|cannot be reached|^Offline/).first()).toBeVisible({ timeout: 10_000 });
  await expect(prompt).toBeHidden();
  // The store is back: the drafts are offered.
  proxy.faults.dropAll = false;
  await expect(prompt.getByRole('heading', { name: 'You have 1 unsent change' })).toBeVisible({ timeout: 10_000 });
  await again.screenshot('drafts-prompt-1440');
  expect(await axeSerious(again.page)).toEqual([]);
  const updatesBefore = proxy.count(...UPDATE_CART);
  await prompt.getByRole('button', { name: 'Send now' }).dblclick();
  await expect(again.page.getByText('Your unsent changes were sent to the store.')).toBeVisible();
  await expect(prompt).toBeHidden();
  expect(proxy.count(...UPDATE_CART) - updatesBefore).toBe(1);
  await again.goto('/cart');
  await expect(quantityOf(again, a.sku)).toHaveValue(String(a.quantity * 3));
  expect(await again.core.handlers['drafts:get']({})).toMatchObject({ ok: true, data: { drafts: [] } });

  // Typed again while the store refuses cart updates (so they stay unsent); meanwhile another device changes line A on the store.
  proxy.faults.updateCartError = 'The cart is busy; try again later.';
  await typeUnsent(again, [[a.sku, a.quantity * 4], [b.sku, b.quantity * 2]]);
  // Refused once the typing has paused; nothing is sent again on its own.
  await expect(again.page.getByText('Your last change was not saved.', { exact: false })).toBeVisible();
  proxy.faults.updateCartError = undefined;
  const otherDevice = await again.core.handlers['cart:update']({ order_items: [{ id: a.variant_id, quantity: a.quantity * 2 }], cart_token: token });
  expect(otherDevice.ok).toBe(true);
  again = await again.relaunch({ viewport: { width: 420, height: 800 } });
  const conflictPrompt = again.page.getByTestId('drafts-prompt');
  await expect(conflictPrompt.getByRole('heading', { name: 'You have 2 unsent changes' })).toBeVisible();
  await again.screenshot('drafts-prompt-420');
  await conflictPrompt.getByRole('button', { name: 'Send now' }).click();
  await expect(conflictPrompt.getByRole('heading', { name: 'Your cart changed on the store' })).toBeVisible();
  const lineA = conflictPrompt.getByTestId(`draft-line-${a.variant_id}`);
  await expect(lineA.getByTestId('store-quantity')).toHaveText(String(a.quantity * 2));
  await expect(lineA.getByTestId('your-quantity')).toHaveText(String(a.quantity * 4));
  await expect(conflictPrompt.getByTestId(`draft-line-${b.variant_id}`).getByTestId('your-quantity')).toHaveText(String(b.quantity * 2));
  await again.screenshot('drafts-conflict-420');
  expect(await axeSerious(again.page)).toEqual([]);

  // The store's quantity for all, then mine for line A: each line ends as chosen.
  await conflictPrompt.getByRole('button', { name: "Keep the store's for all" }).click();
  await lineA.getByRole('radio', { name: 'Mine' }).check();
  await conflictPrompt.getByRole('button', { name: 'Send my choices' }).click();
  await expect(conflictPrompt).toBeHidden();
  const onStore = await storeQuantities(again, token);
  expect(onStore.get(a.variant_id)).toBe(a.quantity * 4);
  expect(onStore.get(b.variant_id)).toBe(b.quantity);
});
