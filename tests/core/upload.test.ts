import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemorySettings, type PickedFile } from '../../electron/core/index';
import { eventsNamed } from './support/deps';
import { fixtureCores } from './support/fixture-core';
import { globalWithXsrf, XSRF_RAW, type Reply } from './support/fixture-server';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'core-upload-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = fixtureCores();

async function setup(file: PickedFile, upload: () => Reply, maxAttachmentMB: number | null = null) {
  const { handlers, deps, fixture } = await start(
    { 'GET /_api/global': globalWithXsrf, 'POST /_api/orders/attachment': upload },
    { filePicker: { pick: async () => file }, settings: createMemorySettings({ maxAttachmentMB }) },
  );
  await handlers['shop:global']({}); // gets the XSRF cookie
  const picked = await handlers['files:pickAttachment']({});
  if (!picked.ok || !picked.data.file) throw new Error('pick failed');
  return { handlers, deps, fixture, fileId: picked.data.file.id };
}

function fileOf(name: string, content: string | number): PickedFile {
  const path = join(dir, name);
  if (typeof content === 'string') writeFileSync(path, content);
  else {
    writeFileSync(path, '');
    truncateSync(path, content);
  }
  return { path, name, size: typeof content === 'string' ? Buffer.byteLength(content) : content };
}

describe('orders:uploadAttachment', () => {
  it('streams the picked file as multipart with the XSRF header and reports progress', async () => {
    const { handlers, deps, fixture, fileId } = await setup(fileOf('po.txt', 'PURCHASE ORDER 42'), () => ({ body: { id: 9 } }));
    const result = await handlers['orders:uploadAttachment']({ order_token: 'ord1', file_id: fileId, file_title: 'PO 42' });
    expect(result).toEqual({ ok: true, data: { id: 9 } });
    const [hit] = fixture.hitsOn('POST', '/_api/orders/attachment');
    expect(hit!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(hit!.headers['x-xsrf-token']).toBe(XSRF_RAW);
    const body = hit!.body.toString();
    for (const part of ['name="order_token"', 'ord1', 'name="file_title"', 'PO 42', 'filename="po.txt"', 'PURCHASE ORDER 42']) {
      expect(body).toContain(part);
    }
    const progress = eventsNamed(deps.events, 'upload:progress').map((e) => e.payload as { file_id: string; loaded: number });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p.file_id === fileId)).toBe(true);
  });

  it('sends a file of any size when no limit is set: the store decides, and its refusal is the answer', async () => {
    const refusal = { status: 422, body: { errors: { file: ['The file field must not be greater than 10240 kilobytes.'] } } };
    const { handlers, fixture, fileId } = await setup(fileOf('big.pdf', 10 * 1024 * 1024 + 1), () => refusal);
    const result = await handlers['orders:uploadAttachment']({ order_token: 'ord1', file_id: fileId, file_title: 'Big' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', message: 'The file field must not be greater than 10240 kilobytes.' } });
    expect(fixture.hitsOn('POST', '/_api/orders/attachment')).toHaveLength(1);
  });

  it('refuses a file over the configured maxAttachmentMB when picked, before anything is sent', async () => {
    const big = fileOf('big.pdf', 2 * 1024 * 1024 + 1);
    const { handlers, fixture } = await start(
      { 'GET /_api/global': globalWithXsrf, 'POST /_api/orders/attachment': () => ({ body: { id: 1 } }) },
      { filePicker: { pick: async () => big }, settings: createMemorySettings({ maxAttachmentMB: 2 }) },
    );
    const picked = await handlers['files:pickAttachment']({});
    expect(picked).toMatchObject({ ok: false, error: { kind: 'validation', message: 'The file is larger than 2 MB. Please choose a smaller file.' } });
    expect(fixture.hitsOn('POST', '/_api/orders/attachment')).toHaveLength(0);
  });

  it('checks the configured limit again at upload, for a file that grew after it was picked', async () => {
    const file = fileOf('grows.csv', 'a');
    const { handlers, fixture, fileId } = await setup(file, () => ({ body: { id: 1 } }), 1);
    truncateSync(file.path, 1024 * 1024 + 1);
    const result = await handlers['orders:uploadAttachment']({ order_token: 'ord1', file_id: fileId, file_title: 'x' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', message: expect.stringContaining('larger than 1 MB') } });
    expect(fixture.hitsOn('POST', '/_api/orders/attachment')).toHaveLength(0);
  });

  it('stops an upload the buyer cancels and says so', async () => {
    const { handlers, fixture, fileId } = await setup(fileOf('slow.txt', 'x'.repeat(1000)), () => ({ hang: true }));
    const pending = handlers['orders:uploadAttachment']({ order_token: 'ord1', file_id: fileId, file_title: 'Slow' });
    for (let i = 0; i < 100 && fixture.hitsOn('POST', '/_api/orders/attachment').length === 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await handlers['orders:cancelUpload']({ file_id: fileId })).toEqual({ ok: true, data: { success: true } });
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('refuses a file id it never handed out', async () => {
    const { handlers, fixture } = await setup(fileOf('a.txt', 'a'), () => ({ body: { id: 1 } }));
    const result = await handlers['orders:uploadAttachment']({ order_token: 'ord1', file_id: '/etc/passwd', file_title: 'x' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(fixture.hitsOn('POST', '/_api/orders/attachment')).toHaveLength(0);
  });

  it('reads an answer with neither an id nor an error as id null (system_error), keeping the file to send again', async () => {
    let answers = 0;
    const { handlers, fileId } = await setup(fileOf('b.txt', 'b'), () => (++answers === 1 ? { body: { ok: 1 } } : { body: { id: 7 } }));
    const first = await handlers['orders:uploadAttachment']({ order_token: 'ord1', file_id: fileId, file_title: 'x' });
    expect(first).toEqual({ ok: true, data: { id: null } });
    const again = await handlers['orders:uploadAttachment']({ order_token: 'ord1', file_id: fileId, file_title: 'x' });
    expect(again).toEqual({ ok: true, data: { id: 7 } });
  });
});
