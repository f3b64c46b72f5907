import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '../support/errors';
import { loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';
import { customerId } from './helpers';

/** Multipart bodies no browser would send: the store must refuse them as the sender's fault (422), store nothing. */
let store: TestStore;
let demo: TestClient;
let orderToken: string;
beforeAll(async () => {
  store = await startTestStore({ products: 1 });
  demo = await loggedIn(store);
  const row = store.ctx.db
    .prepare<[number], { token: string }>('SELECT token FROM orders WHERE customer_id = ? ORDER BY id LIMIT 1')
    .get(customerId(store, 'demo'));
  orderToken = row?.token ?? '';
});
afterAll(() => store.close());

const BOUNDARY = 'x-test-boundary-42';
const crlf = (...lines: string[]) => lines.join('\r\n');

function wellFormed(): string {
  return crlf(
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="order_token"',
    '',
    orderToken,
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="file"; filename="po.pdf"',
    'Content-Type: application/pdf',
    '',
    '%PDF-1.4 purchase order',
    `--${BOUNDARY}--`,
    '',
  );
}

const send = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  demo.request('POST', '/_api/orders/attachment', { body, contentType });
const attachmentRows = () => store.ctx.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM order_attachments').get()?.n;
const storedFiles = () => readdirSync(join(store.ctx.dataDir, 'attachments')).sort();

describe('POST /_api/orders/attachment with a broken multipart body', () => {
  const body = wellFormed;
  const cases: [string, () => string, string?][] = [
    ['no boundary in the content type', body, 'multipart/form-data'],
    ['a boundary that is not in the body', body, 'multipart/form-data; boundary=another-boundary'],
    ['a body cut short inside the file', () => body().slice(0, body().indexOf('purchase order'))],
    ['a body cut short inside a part header', () => body().slice(0, 40)],
    ['a body cut short after a field', () => body().slice(0, body().indexOf(orderToken) + orderToken.length)],
    ['a body that is not multipart at all', () => 'order_token=abc&file=po.pdf'],
  ];

  it.each(cases)('answers 422 "The file failed to upload." for %s, and keeps nothing', async (_name, make, contentType) => {
    const [rowsBefore, filesBefore] = [attachmentRows(), storedFiles()];
    const response = await send(make(), contentType);
    expect(fieldErrors(response)).toEqual({ file: ['The file failed to upload.'] });
    expect(attachmentRows()).toBe(rowsBefore);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('still takes a well-formed upload afterwards', async () => {
    const response = await send(wellFormed());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ id: expect.any(Number) });
  });
});
