import { expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { openQuickOrder, rowValues } from './quick-order-helpers';
import { orderableVariants } from './spreadsheet-helpers';
import { barcodeVideo } from './fake-camera';

/** A retail barcode (EAN-13, check digit included) the store lists as one variant's SKU. */
const EAN = '4006381333931';

test('Chromium\'s fake camera shows a generated EAN-13: Scan with camera reads it and adds the right line', async ({ launch }) => {
  const video = await barcodeVideo(EAN);
  const app = await launch({
    path: '/login',
    camera: { browserArgs: ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`] },
  });
  const store = app.store!;
  const [variant] = orderableVariants(store);
  store.ctx.db.prepare('UPDATE variants SET sku = ? WHERE id = ?').run(EAN, variant!.id);
  const { page } = app;
  await logIn(page);
  await openQuickOrder(page);

  await page.getByRole('button', { name: 'Scan with camera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan with camera' });
  await expect(dialog).toBeVisible();
  // The picture as the buyer sees it, before the first read (a moment after the camera starts).
  await page.waitForFunction(() => ((globalThis as unknown as { document: { querySelector(s: string): { readyState: number } | null } }).document.querySelector('.camera-scan__video')?.readyState ?? 0) >= 2, undefined, { polling: 'raf' });
  await app.screenshot('camera-scan-dialog');
  await expect.poll(() => rowValues(page), { timeout: 20_000 }).toEqual([[EAN, '1']]);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: variant!.product_title }).first()).toBeVisible();
  expect(app.errors.filter((error) => /Content Security Policy|wasm/i.test(error))).toEqual([]);
});
