import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeSerious, expect, test } from './harness';
import { dragFileOver } from './harness/desktop';
import { logIn } from './commerce-helpers';
import { findOrder, openOrder, storeOrder } from './orders-helpers';
import { settingsDirWith } from './spec-gaps-helpers';
import { startStorefront } from '../../server/index';

const WIDE = { width: 1440, height: 900 };

function fileIn(dir: string, name: string, contents: string | { size: number }): string {
  const path = join(dir, name);
  if (typeof contents === 'string') writeFileSync(path, contents);
  else {
    writeFileSync(path, '');
    truncateSync(path, contents.size);
  }
  return path;
}

test('files dropped on an order are attached; a file over the limit is named and not sent', async ({ launch }) => {
  const store = await startStorefront({ port: 0, testControl: true });
  try {
    const settingsDir = settingsDirWith({ storeUrl: store.url, maxAttachmentMB: 1 });
    const app = await launch({ storeUrl: store.url, settingsDir, path: '/login', viewport: WIDE });
    const { page } = app;
    await logIn(page);
    const order = await findOrder(app, (o) => o.attachment.length === 0, 'without attachments');
    await openOrder(app, order);
    const dir = mkdtempSync(join(tmpdir(), 'drop-e2e-'));

    // While files are dragged over the window, the page says where they go.
    await dragFileOver(page, 'main', 'dragenter');
    await expect(page.getByTestId('order-drop-zone')).toHaveText(`Drop files to attach them to order ${order.name}`);
    await app.screenshot('desktop-drop-zone');
    expect(await axeSerious(page)).toEqual([]);
    await dragFileOver(page, 'main', 'dragleave');
    await expect(page.getByTestId('order-drop-zone')).toHaveCount(0);

    // Two files dropped on the line table: both attached, titled with their names.
    const po = fileIn(dir, 'po-7781.pdf', '%PDF-1.4\n% purchase order 7781\n');
    const spec = fileIn(dir, 'delivery-notes.txt', 'Deliver to loading bay 3.\n');
    await app.dropFiles('.order-items', [po, spec]);
    const list = page.getByRole('list', { name: 'Attachments' });
    await expect(list.getByRole('link', { name: /po-7781/ })).toBeVisible();
    await expect(list.getByRole('link', { name: /delivery-notes/ })).toBeVisible();
    expect((await storeOrder(app, order.token)).attachment.map((a) => a.title).sort()).toEqual(['delivery-notes', 'po-7781']);

    // Over maxAttachmentMB: named in the error, and nothing reaches the store.
    const big = fileIn(dir, 'scan-too-big.pdf', { size: 1024 * 1024 + 1 });
    await app.dropFiles('main', [big]);
    await expect(page.getByRole('alert')).toContainText('scan-too-big.pdf is larger than 1 MB. Please choose a smaller file.');
    expect((await storeOrder(app, order.token)).attachment).toHaveLength(2);
    await expect(page.getByRole('alert')).toBeInViewport();
    await app.screenshot('desktop-drop-refused');

    // A File made by page script has no path on this computer: refused in the bridge, never sent.
    const made = await page.evaluate(`window.storefront.files.dropped([new File(['x'], 'forged.pdf')])`);
    expect(made).toMatchObject({ ok: true, data: { files: [], refused: [{ name: 'forged.pdf' }] } });
  } finally {
    await store.close();
  }
});
