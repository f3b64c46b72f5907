import { createServer, request as httpRequest, type Server } from 'node:http';
import { Transform } from 'node:stream';
import { expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { findOrder, openOrder, pickFile, storeOrder, toast } from './orders-helpers';
import { startStorefront } from '../../server/index';
import { forwardedHeaders } from './forwarded-headers';

/**
 * A pass-through proxy in front of the store that feeds attachment uploads to it slowly, so an
 * upload stays in flight long enough to watch its progress and cancel it.
 */
function slowUploadProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const upstreamUrl = new URL(target);
  const server: Server = createServer((req, res) => {
    const upstream = httpRequest(
      { host: upstreamUrl.hostname, port: upstreamUrl.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstreamUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.on('close', () => {
      if (!req.complete) upstream.destroy();
    });
    const slow = req.method === 'POST' && req.url?.startsWith('/_api/orders/attachment');
    if (!slow) {
      req.pipe(upstream);
      return;
    }
    const drip = new Transform({
      highWaterMark: 16 * 1024,
      transform(chunk: Buffer, _encoding, done) {
        setTimeout(() => done(null, chunk), 40);
      },
    });
    req.pipe(drip).pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => {
          server.closeAllConnections();
          server.close(() => done());
        }),
      });
    });
  });
}

test('an upload shows its progress, and Cancel stops it with nothing attached', async ({ launch }) => {
  const store = await startStorefront({ port: 0, testControl: true });
  const proxy = await slowUploadProxy(store.url);
  try {
    const app = await launch({ storeUrl: proxy.url, path: '/login', viewport: { width: 1440, height: 900 } });
    const { page } = app;
    await logIn(page);
    const order = await findOrder(app, (o) => o.attachment.length === 0, 'without attachments');
    await openOrder(app, order);

    pickFile(app, 'price-list.csv', Buffer.alloc(9 * 1024 * 1024, 'sku,qty\n'));
    await page.getByRole('button', { name: 'Choose file' }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();

    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await expect(progress).toBeVisible();
    await expect(page.getByText('Uploading price-list.csv')).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    await app.screenshot('order-upload-progress-1440');

    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(toast(page, 'Upload cancelled. Nothing was attached.')).toBeVisible();
    await expect(progress).toBeHidden();
    // The same file is still chosen, ready to send again; the store holds nothing.
    await expect(page.getByTestId('picked-file')).toContainText('price-list.csv');
    expect((await storeOrder(app, order.token)).attachment).toEqual([]);
    await page.reload();
    await expect(page.getByText('No attachments yet.')).toBeVisible();
  } finally {
    await proxy.close();
    await store.close();
  }
});
