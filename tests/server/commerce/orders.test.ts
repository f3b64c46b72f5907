import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema } from '../../../contract/schemas/account';
import { attachmentCreatedSchema, orderResponseSchema, type Order } from '../../../contract/schemas/orders';
import { loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let demo: TestClient;
let other: TestClient;
let demoOrders: { token: string; financial_status: string; fulfillment_status: string }[];
let otherOrderToken: string;

beforeAll(async () => {
  store = await startTestStore();
  demo = await loggedIn(store);
  other = await loggedIn(store, 'other');
  demoOrders = accountSchema.parse((await demo.get('/_api/account')).body).orders;
  // The other customer's oldest order carries a seeded purchase order file.
  otherOrderToken = accountSchema.parse((await other.get('/_api/account')).body).orders.at(-1)?.token ?? '';
});
afterAll(() => store.close());

async function order(client: TestClient, token: string): Promise<Order> {
  const response = await client.get(`/_api/orders/${token}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return orderResponseSchema.parse(response.body).order;
}

function upload(client: TestClient, orderToken: string, name: string, content: string | Uint8Array, title = 'Purchase order') {
  const form = new FormData();
  form.append('order_token', orderToken);
  form.append('file_title', title);
  form.append('file', new Blob([content]), name);
  return client.post('/_api/orders/attachment', form);
}

const storedFiles = () => readdirSync(join(store.ctx.dataDir, 'attachments'));

describe('order history', () => {
  it('covers every payment and fulfilment status for the demo customer', () => {
    expect(demoOrders.length).toBeGreaterThanOrEqual(30);
    const payments = new Set(demoOrders.map((o) => o.financial_status));
    for (const s of ['unpaid', 'pending', 'partially_paid', 'paid', 'refunded', 'cancelled', 'authorized']) expect(payments).toContain(s);
    const fulfilments = new Set(demoOrders.map((o) => o.fulfillment_status));
    for (const s of ['unfulfilled', 'partially_fulfilled', 'fulfilled', 'restocked']) expect(fulfilments).toContain(s);
  });

  it('shows a partially paid order with its labels and balance', async () => {
    const token = demoOrders.find((o) => o.financial_status === 'partially_paid')?.token ?? '';
    const detail = await order(demo, token);
    expect(detail.financial_status_label).toBe('Partially paid');
    expect(detail.total_transaction_amount).toBeGreaterThan(0);
    expect(detail.amount_due).toBeCloseTo(detail.total_price - detail.total_transaction_amount, 2);
  });

  it('shows tracking on fulfilled lines and SST as a 0.06 rate', async () => {
    const details = await Promise.all(demoOrders.map((o) => order(demo, o.token)));
    const tracked = details.flatMap((d) => d.line_items).find((li) => li.fulfillment?.tracking_number);
    expect(tracked?.fulfillment?.tracking_url).toMatch(/^https:\/\//);
    expect(details.flatMap((d) => d.tax_lines)).toContainEqual(expect.objectContaining({ title: 'SST', rate: 0.06 }));
    const cancelled = details.find((d) => d.cancelled);
    expect(cancelled?.cancel_reason).toBeTruthy();
    expect(details.some((d) => d.type === 'pickup')).toBe(true);
    expect(details.some((d) => d.total_refund_amount > 0)).toBe(true);
  });

  it('is 404 to another customer, and their remark update changes nothing', async () => {
    const token = demoOrders[0]?.token ?? '';
    const response = await other.get(`/_api/orders/${token}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ errors: { No_Result_Found: 'No record found.' } });
    const before = (await order(demo, token)).remark;
    expect((await other.put('/_api/orders/update_remark', { order_token: token, remark: 'hijack' })).status).toBe(404);
    expect((await order(demo, token)).remark).toBe(before);
  });
});

describe('remark', () => {
  it('saves the customer’s remark, up to 2000 characters', async () => {
    const token = demoOrders[1]?.token ?? '';
    const saved = await demo.put('/_api/orders/update_remark', { order_token: token, remark: 'Leave at gate 2.' });
    expect(saved.body).toEqual({ success: true });
    expect((await order(demo, token)).remark).toBe('Leave at gate 2.');
    const tooLong = await demo.put('/_api/orders/update_remark', { order_token: token, remark: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({ errors: { remark: ['The remark field must not be greater than 2000 characters.'] } });
  });
});

describe('attachments', () => {
  it('uploads, lists, downloads for the owner only, and deletes with the file', async () => {
    const token = demoOrders[2]?.token ?? '';
    const before = storedFiles().length;
    const created = await upload(demo, token, 'po-0042.pdf', '%PDF-1.4 test');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = attachmentCreatedSchema.parse(created.body).id ?? 0;
    expect(storedFiles().length).toBe(before + 1);

    const listed = (await order(demo, token)).attachment.find((a) => a.id === id);
    expect(listed).toMatchObject({ title: 'Purchase order', extension: 'pdf' });
    const download = await demo.get(listed?.url ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="Purchase order.pdf"');
    expect(download.body).toBe('%PDF-1.4 test');
    expect((await other.get(listed?.url ?? '')).status).toBe(404);
    expect((await other.delete('/_api/orders/attachment', { id, order_token: token })).status).toBe(404);

    const removed = await demo.delete('/_api/orders/attachment', { id, order_token: token });
    expect(removed.body).toEqual({ success: true });
    expect(storedFiles().length).toBe(before);
    expect((await order(demo, token)).attachment.some((a) => a.id === id)).toBe(false);
  });

  it('refuses a file type outside the list and keeps nothing', async () => {
    const before = storedFiles();
    const response = await upload(demo, demoOrders[2]?.token ?? '', 'setup.exe', 'MZ');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errors: { file: ['The file field must be a file of type: pdf, png, jpg, jpeg, gif, webp, doc, docx, xls, xlsx, csv, txt.'] },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 10 MB and keeps nothing', async () => {
    const before = storedFiles();
    const response = await upload(demo, demoOrders[2]?.token ?? '', 'big.csv', new Uint8Array(10 * 1024 * 1024 + 1));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { file: ['The file field must not be greater than 10240 kilobytes.'] } });
    expect(storedFiles()).toEqual(before);
  });

  it('accepts exactly 10 MB', async () => {
    const response = await upload(demo, demoOrders[3]?.token ?? '', 'limit.txt', new Uint8Array(10 * 1024 * 1024));
    expect(response.status).toBe(200);
  });

  it('will not attach to, show or delete another customer’s attachments', async () => {
    const seeded = (await order(other, otherOrderToken)).attachment[0];
    expect(seeded).toBeDefined();
    const files = storedFiles();
    expect((await upload(demo, otherOrderToken, 'note.txt', 'hello')).status).toBe(404);
    expect((await demo.get(seeded?.url ?? '')).status).toBe(404);
    expect((await demo.delete('/_api/orders/attachment', { id: seeded?.id ?? 0, order_token: otherOrderToken })).status).toBe(404);
    // Using one's own order token with the other's attachment id does not reach it either.
    expect((await demo.delete('/_api/orders/attachment', { id: seeded?.id ?? 0, order_token: demoOrders[0]?.token ?? '' })).status).toBe(404);
    expect(storedFiles()).toEqual(files);
    expect((await other.get(seeded?.url ?? '')).status).toBe(200);
    expect(existsSync(join(store.ctx.dataDir, 'attachments'))).toBe(true);
  });
});
