/** The Export menu of a screen's heading (cart, an order, quick order): opened, then one of its items chosen. */
import type { Page } from '@playwright/test';

export async function chooseExport(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}
