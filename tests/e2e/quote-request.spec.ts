import { axeSerious, expect, test, type App } from './harness';
import { logIn } from './commerce-helpers';

/** The demo customer's cart as the store has it now (after logging in). */
async function storeCart(app: App) {
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok || !global.data.customer?.cart_token) throw new Error('no open cart for the demo customer');
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: global.data.customer.cart_token });
  if (!cart.ok) throw new Error(cart.error.message);
  return cart.data;
}

test('a quote asked for from the cart reaches the store with every line, the reference and the note, the quote PDF saved beside it', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  const cart = await storeCart(app);
  expect(cart.order_item.length).toBeGreaterThan(1);
  await app.goto('/cart');

  await page.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(page.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  expect(app.savedFiles).toHaveLength(1);
  expect(app.savedFiles[0]).toMatch(/\.pdf$/);
  await expect(page.getByRole('note')).toContainText(`Quote request for ${cart.order_item.length} lines`);
  await expect(page.getByRole('note')).toContainText('The quote PDF is saved as');
  await expect(page.getByLabel('Subject')).toHaveValue('Quote request');
  await page.getByLabel('Your reference').fill('PO-7731');
  await page.getByLabel('Note').fill('Delivery before the 20th, please.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

  const mail = app.store!.control.outbox().find((m) => m.subject === '[Contact] Quote request');
  if (!mail) throw new Error('no quote request reached the store');
  for (const item of cart.order_item) {
    expect(mail.body).toContain(`SKU ${item.sku ?? '—'} · `);
    expect(mail.body).toMatch(new RegExp(`SKU ${item.sku} · [^\\n]* · ${item.quantity} × RM`));
  }
  expect(mail.body).toContain('Our reference: PO-7731');
  expect(mail.body).toContain('Note: Delivery before the 20th, please.');
});

test('the quote request form at both widths, in English and Traditional Chinese, is axe clean', async ({ launch }) => {
  test.setTimeout(120_000);
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  for (const [language, ask] of [
    ['en_US', 'Ask for a quote'],
    ['zh-Hant', '詢價'],
  ] as const) {
    // Asked in the language in force: the message is written in it.
    if (language !== 'en_US') expect((await app.core.handlers['language:choose']({ choice: language })).ok).toBe(true);
    await app.goto('/cart');
    await page.getByRole('button', { name: ask, exact: true }).click();
    await expect(page.getByRole('note')).toBeVisible();
    for (const width of [1440, 420]) {
      await page.setViewportSize({ width, height: 900 });
      await app.screenshot(`quote-request-${language}-${width}`, { fullPage: true });
      expect.soft(await axeSerious(page), `${language} ${width}`).toEqual([]);
    }
  }
});
