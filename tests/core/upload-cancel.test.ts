import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureCores } from './support/fixture-core';
import { globalWithXsrf, type Reply } from './support/fixture-server';

/**
 * A cancel that comes after the whole file was sent still leaves nothing attached: the stand-in
 * store keeps every file it receives (as a real one would), so "nothing attached" holds only if the
 * app takes it back, and when it cannot, the app must not claim that nothing was attached.
 */
const dir = mkdtempSync(join(tmpdir(), 'core-upload-cancel-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const start = fixtureCores();

type Attachment = { id: number; title: string; extension: string; url: string };
const attachment = (id: number, title: string): Attachment => ({ id, title, extension: 'txt', url: `/_api/orders/attachment/${id}/download` });
const orderWith = (attachments: Attachment[]) => ({
  order: {
    name: '#1', token: 'ord1', created_at: '2024-01-01T00:00:00Z', cancelled: 0, currency: 'MYR', line_items: [],
    subtotal_price: 0, total_price: 0, financial_status: 'paid', fulfillment_status: 'fulfilled',
    financial_status_label: 'Paid', fulfillment_status_label: 'Fulfilled', attachment: attachments,
  },
});

/** A store holding one earlier attachment titled like the new one, which must survive. */
async function store(upload: Reply, options: { orderReadableAfterUpload?: boolean } = {}) {
  const attachments = [attachment(3, 'PO 42')];
  let uploaded = false;
  const path = join(dir, 'po.txt');
  writeFileSync(path, 'PURCHASE ORDER 42');
  const { handlers, fixture } = await start(
    {
      'GET /_api/global': globalWithXsrf,
      'GET /_api/orders/ord1': () => (uploaded && options.orderReadableAfterUpload === false ? { status: 500, body: {} } : { body: orderWith(attachments) }),
      'POST /_api/orders/attachment': () => {
        uploaded = true;
        attachments.push(attachment(7, 'PO 42'));
        return upload;
      },
      'DELETE /_api/orders/attachment': (hit) => {
        const index = attachments.findIndex((a) => a.id === Number(hit.query.get('id')));
        if (index >= 0) attachments.splice(index, 1);
        return { body: {} };
      },
    },
    { filePicker: { pick: async () => ({ path, name: 'po.txt', size: 17 }) } },
  );
  await handlers['shop:global']({});
  const picked = await handlers['files:pickAttachment']({});
  if (!picked.ok || !picked.data.file) throw new Error('pick failed');
  const fileId = picked.data.file.id;

  /** Uploads, and cancels once the store has the whole file (it records a request when its body ends). */
  const uploadAndCancelLate = async () => {
    const pending = handlers['orders:uploadAttachment']({ order_token: 'ord1', file_id: fileId, file_title: 'PO 42' });
    for (let i = 0; i < 200 && fixture.hitsOn('POST', '/_api/orders/attachment').length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    await handlers['orders:cancelUpload']({ file_id: fileId });
    return pending;
  };
  const deleted = () => fixture.hitsOn('DELETE', '/_api/orders/attachment').map((h) => Number(h.query.get('id')));
  return { uploadAndCancelLate, attachments, deleted };
}

describe('an upload cancelled after the whole file was sent', () => {
  it('deletes the attachment the store answered with, and says it was cancelled', async () => {
    const { uploadAndCancelLate, attachments, deleted } = await store({ body: { id: 7 }, delayMs: 100 });
    expect(await uploadAndCancelLate()).toEqual({ ok: false, error: { kind: 'cancelled', message: 'The upload was cancelled.' } });
    expect(deleted()).toEqual([7]);
    expect(attachments.map((a) => a.id)).toEqual([3]);
  });

  it('finds the new attachment of a store that never answers, by title and not among the earlier ones', async () => {
    const { uploadAndCancelLate, attachments, deleted } = await store({ hang: true });
    expect(await uploadAndCancelLate()).toMatchObject({ ok: false, error: { kind: 'cancelled', message: 'The upload was cancelled.' } });
    expect(deleted()).toEqual([7]);
    expect(attachments.map((a) => a.id)).toEqual([3]);
  });

  it('says the file may have been attached when it cannot check', async () => {
    const { uploadAndCancelLate, deleted } = await store({ hang: true }, { orderReadableAfterUpload: false });
    expect(await uploadAndCancelLate()).toEqual({
      ok: false,
      error: { kind: 'cancelled', message: "The file may have been attached. Check the order's attachments.", outcome: 'unknown' },
    });
    expect(deleted()).toEqual([]);
  });
});
