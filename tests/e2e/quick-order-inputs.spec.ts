import { expect, test } from './harness';
import { skuTails } from '../../contract/sku';
import { closeQuickOrderStores, demoCartVariantIds, indexReady, openQuickOrder, quantityBoxes, quickOrderBuyer, skuBoxes } from './quick-order-helpers';
import { reviewDialog } from './place-review';

test.afterEach(closeQuickOrderStores);

/**
 * A buyer who knows ten SKUs orders them with their quantities from the product list, counting
 * every key pressed and every click: the number of each SKU alone finds it (no other SKU shares
 * it), Enter takes the first suggestion, Enter in the quantity goes on to the next line.
 */
test('ten known SKUs with quantities go from the product list to a placed order in at most 60 inputs', async ({ launch }) => {
  const { app, page, store, variants } = await quickOrderBuyer(launch, 10);
  // The demo cart's own lines go with the order: enough stock that none stops it.
  for (const id of demoCartVariantIds(store)) store.control.setVariant(id, { inventory_quantity: 10_000, is_preorder: false });
  await indexReady(app);
  const orders = async () => {
    const account = await app.core.handlers['account:get']({});
    if (!account.ok) throw new Error(account.error.message);
    return account.data.orders.length;
  };
  const before = await orders();
  let inputs = 0;
  /** Typed at a person's pace: a burst at machine speed ending in Enter is a scanner's. */
  const type = async (text: string) => {
    inputs += [...text].length;
    await page.keyboard.type(text, { delay: 90 });
  };
  const press = async (key: string) => {
    inputs += 1;
    await page.keyboard.press(key);
  };
  const click = async (target: ReturnType<typeof page.getByRole>) => {
    inputs += 1;
    await target.click();
  };

  await click(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quick order' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  await expect(skuBoxes(page).first()).toBeFocused();
  const listbox = page.getByRole('listbox', { name: 'Matching products' });
  const ordered = variants.map((variant, i) => ({ variant, quantity: (i % 4) + 1, typed: skuTails(variant.sku).at(-1)! }));
  for (const [i, line] of ordered.entries()) {
    await type(line.typed);
    // The buyer sees the SKU they know at the top before pressing Enter.
    await expect(listbox.getByRole('option').first()).toContainText(line.variant.sku);
    await press('Enter');
    await expect(skuBoxes(page).nth(i)).toHaveValue(line.variant.sku);
    await expect(quantityBoxes(page).nth(i)).toBeFocused();
    await type(String(line.quantity));
    if (i < ordered.length - 1) {
      await press('Enter');
      await expect(skuBoxes(page).nth(i + 1)).toBeFocused();
    }
  }
  await click(page.getByRole('button', { name: 'Add all to cart' }));
  await expect(page.getByText('Lines added to cart: 10.')).toBeVisible();
  await click(page.getByTestId('header-cart'));
  await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
  for (const line of ordered) await expect(page.getByRole('row').filter({ hasText: line.variant.sku }).getByRole('textbox', { name: /^Quantity of/ })).toHaveValue(String(line.quantity));
  await click(page.getByRole('button', { name: 'Place order', exact: true }));
  await click(reviewDialog(page).getByRole('button', { name: 'Place order', exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: /Order/ })).toBeVisible({ timeout: 15_000 });

  expect(await orders()).toBe(before + 1);
  console.log(`ten known SKUs to a placed order: ${inputs} inputs (typed ${ordered.map((line) => line.typed).join(', ')})`);
  expect(inputs).toBeLessThanOrEqual(60);
});

test('a SKU typed loosely is suggested first, at 1440 and 420 px; full-width still finds it', async ({ launch }) => {
  const { app, page, variants } = await quickOrderBuyer(launch, 1, { width: 1440, height: 900 });
  const [variant] = variants as [(typeof variants)[0]];
  await indexReady(app);
  await openQuickOrder(page);
  const loose = variant.sku.toLowerCase().replace(/-0*(\d)/g, ' $1'); // "FAS-0001-01" typed as "fas 1 1"
  const listbox = page.getByRole('listbox', { name: 'Matching products' });
  for (const [width, typed] of [[1440, loose], [420, variant.sku.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))]] as const) {
    await page.setViewportSize({ width, height: 900 });
    const box = skuBoxes(page).first();
    await box.fill('');
    await box.click();
    await page.keyboard.type(typed, { delay: 90 });
    await expect(listbox.getByRole('option').first()).toContainText(variant.sku);
    await app.screenshot(`quick-order-loose-sku-${width}`);
  }
});
