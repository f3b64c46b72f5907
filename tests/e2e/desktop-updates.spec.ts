/**
 * Updates through the harness's feed (what electron-updater is in the glue): Help > Check for
 * updates says how it ended, a downloaded version puts "Restart to update" in the header, and the
 * restart waits for an order being placed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { buyerBehindProxy, closeProxied } from './proxied-buyer';
import { placeFromReview } from './place-review';

test.afterEach(closeProxied);

const restartButton = (page: Page) => page.getByRole('button', { name: /^(Restart to update|Restarting when the order or upload is done…)$/ });

test('a check finds a version, the header offers "Restart to update" once it is downloaded, and a click restarts to install it', async ({ launch }) => {
  const { app, page } = await buyerBehindProxy(launch);
  await app.checkForUpdates();
  await expect(page.getByText('Wholesale Desk is up to date.')).toBeVisible();

  app.updates.publish('2.0.0');
  await app.checkForUpdates();
  await expect(page.getByText('Version 2.0.0 is downloading.', { exact: false })).toBeVisible();
  await expect(restartButton(page)).toHaveCount(0);
  app.updates.finishDownload();
  const restart = restartButton(page);
  await expect(restart).toHaveText('Restart to update');
  await app.screenshot('updates-restart-offered');
  // A narrow window: in the folded menu with the account links.
  await page.setViewportSize({ width: 420, height: 900 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(restart).toBeVisible();
  await app.screenshot('updates-restart-offered-420');
  // Keyboard reachable: Tab lands on it like any header link.
  await restart.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => app.updates.restarts).toEqual(['2.0.0']);
});

test('"Restart to update" while an order is being placed waits until the order is placed', async ({ launch }) => {
  const { app, page } = await buyerBehindProxy(launch, { placeOrderDelayMs: 3_000 });
  app.updates.publish('2.0.0');
  await app.checkForUpdates();
  app.updates.finishDownload();
  await expect(restartButton(page)).toHaveText('Restart to update');

  await app.goto('/cart');
  await placeFromReview(page);
  await restartButton(page).click();
  await expect(restartButton(page)).toHaveText('Restarting when the order or upload is done…');
  await app.screenshot('updates-restart-waiting');
  expect(app.updates.restarts).toEqual([]);
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 15_000 });
  await expect.poll(() => app.updates.restarts).toEqual(['2.0.0']);
});
