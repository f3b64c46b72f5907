import type { Page } from '@playwright/test';
import { expect, test } from './harness';

async function logInAsDemo(page: Page) {
  await page.getByLabel('Email').fill('demo@wholesale.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toBeVisible();
}

const overflow = (page: Page) =>
  page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document;
    return doc.documentElement.scrollWidth - doc.documentElement.clientWidth;
  });

test('the layout fits every window width from 375 to 1440 px without sideways scrolling', async ({ launch }) => {
  const app = await launch({ viewport: { width: 1440, height: 900 } });
  const { page } = app;
  await logInAsDemo(page);
  for (const width of [1440, 1024, 900, 768, 500, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => overflow(page), { message: `overflow at ${width}px` }).toBeLessThanOrEqual(0);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    if (width < 768) await expect(menuButton).toBeVisible();
    else await expect(menuButton).toBeHidden();
    await app.screenshot(`shell-layout-${width}`);
  }
  await app.goto('/legal/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await app.screenshot('shell-legal-narrow', { fullPage: true });
});

test('`?` in a narrow window, the menu folded, opens a keyboard help the buyer can see and close', async ({ launch }) => {
  const app = await launch({ viewport: { width: 420, height: 860 } });
  const { page } = app;
  await logInAsDemo(page);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.locator('h1').first().click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  const box = await help.boundingBox();
  expect(box && box.width > 200 && box.height > 100).toBe(true);
  await app.screenshot('shell-keyboard-help-420');
  await help.getByRole('button', { name: 'Close' }).click();
  await expect(help).toBeHidden();
  // Nothing is left blocking the page.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
});
