/**
 * The right-click menu as the glue shows it, through the harness's stand-in (the core's menu for
 * where the buyer clicked, shown as a list at the pointer): edit commands in a field, Paste pasting,
 * "Copy link" on a link, spelling suggestions where spell-check is on.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { openOrder, storeOrder, storeOrders } from './orders-helpers';

const rightClickMenu = (page: Page) => page.getByRole('menu', { name: 'Right-click menu' });
const items = (page: Page) => rightClickMenu(page).getByRole('menuitem');

test('right-click pastes SKU lines, copies a link, and offers spelling suggestions in the remark', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: { width: 1440, height: 900 } });
  const { page } = app;
  await logIn(page);

  // Quick order: a SKU list copied from an e-mail, pasted with the mouse.
  await app.goto('/quick-order');
  const paste = page.getByLabel('Paste lines');
  app.contextMenu.setClipboard('SAF-0006-01\t6\nPKG-0002-01,60');
  await paste.click({ button: 'right' });
  await expect(items(page)).toHaveText(['Cut', 'Copy', 'Paste', 'Select all']);
  await expect(rightClickMenu(page).getByRole('menuitem', { name: 'Cut' })).toBeDisabled();
  await app.screenshot('context-menu-paste-field');
  await rightClickMenu(page).getByRole('menuitem', { name: 'Paste' }).click();
  await expect(paste).toHaveValue('SAF-0006-01\t6\nPKG-0002-01,60');
  await expect(paste).toBeFocused();
  await expect(rightClickMenu(page)).toHaveCount(0);
  // Select all, then Copy: the field's whole text on the clipboard.
  await paste.click({ button: 'right' });
  await rightClickMenu(page).getByRole('menuitem', { name: 'Select all' }).click();
  await paste.click({ button: 'right' });
  await rightClickMenu(page).getByRole('menuitem', { name: 'Copy' }).click();
  expect(app.contextMenu.clipboard()).toBe('SAF-0006-01\t6\nPKG-0002-01,60');
  // The paste field is for SKUs: no spelling marks there, even on a word the checker does not know.
  app.contextMenu.misspell({ SAF: ['SAFE'] });
  await paste.fill('SAF');
  await paste.click({ button: 'right' });
  await expect(items(page)).toHaveText(['Cut', 'Copy', 'Paste', 'Select all']);
  await page.keyboard.press('Escape');

  // A mail link in the store's policy: "Copy link" copies its address.
  await app.goto('/legal/privacy-policy');
  const mail = page.getByRole('link', { name: 'privacy@harbour-wholesale.test' });
  await mail.click({ button: 'right' });
  await expect(items(page)).toHaveText(['Copy link']);
  await rightClickMenu(page).getByRole('menuitem', { name: 'Copy link' }).click();
  expect(app.contextMenu.clipboard()).toBe('mailto:privacy@harbour-wholesale.test');

  // The order remark has spell-check: a marked word gets the checker's suggestions first.
  const [first] = await storeOrders(app);
  await openOrder(app, await storeOrder(app, first!.token));
  const remark = page.getByLabel('Remark');
  app.contextMenu.misspell({ recieve: ['receive', 'relieve'] });
  await remark.fill('Please recieve');
  await remark.click({ button: 'right' });
  await expect(items(page)).toHaveText(['receive', 'relieve', 'Cut', 'Copy', 'Paste', 'Select all']);
  await app.screenshot('context-menu-spelling');
  await rightClickMenu(page).getByRole('menuitem', { name: 'receive', exact: true }).click();
  await expect(remark).toHaveValue('Please receive');
});
