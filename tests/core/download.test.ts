import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestedFileName } from '../../electron/core/api/download';
import { fixtureCores } from './support/fixture-core';
import { globalBody, type Reply } from './support/fixture-server';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'core-download-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const start = fixtureCores();

const order = {
  name: '#1001',
  token: 'ord1',
  created_at: '2024-01-01T00:00:00Z',
  cancelled: 0,
  currency: 'MYR',
  line_items: [],
  subtotal_price: 0,
  total_price: 0,
  financial_status: 'paid',
  fulfillment_status: 'fulfilled',
  financial_status_label: 'Paid',
  fulfillment_status_label: 'Fulfilled',
  attachment: [{ id: 4, title: 'PO: 42/A', extension: 'pdf', url: '/_api/orders/attachment/4/download?order_token=ord1' }],
};

async function setup(download: () => Reply, target: string | null) {
  const asked: string[] = [];
  const { handlers, fixture } = await start(
    {
      'GET /_api/global': () => ({ body: globalBody() }),
      'GET /_api/orders/ord1': () => ({ body: { order } }),
      'GET /_api/orders/attachment/4/download': download,
    },
    { saveFile: async (name) => (asked.push(name), target) },
  );
  return { handlers, asked, fixture };
}

describe('orders:downloadAttachment', () => {
  it('saves the file where the buyer chose, under a safe suggested name', async () => {
    const target = join(dir, 'saved.pdf');
    const { handlers, asked, fixture } = await setup(() => ({ headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4 bytes' }), target);
    expect(await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 4 })).toEqual({ ok: true, data: { saved: true } });
    expect(readFileSync(target, 'utf8')).toBe('%PDF-1.4 bytes');
    expect(asked).toEqual(['PO 42 A.pdf']);
    expect(fixture.hitsOn('GET', '/_api/orders/attachment/4/download')[0]!.query.get('order_token')).toBe('ord1');
  });

  it('sends the buyer\'s session with a file kept on the store itself', async () => {
    const { handlers, fixture } = await start(
      {
        'GET /_api/global': () => ({ headers: { 'set-cookie': 'laravel_session=buyer-session; Path=/; HttpOnly' }, body: globalBody() }),
        'GET /_api/orders/ord1': () => ({ body: { order } }),
        'GET /_api/orders/attachment/4/download': () => ({ body: '%PDF-1.4 bytes' }),
      },
      { saveFile: async () => join(dir, 'own.pdf') },
    );
    await handlers['shop:global']({});
    expect(await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 4 })).toEqual({ ok: true, data: { saved: true } });
    expect(fixture.hitsOn('GET', '/_api/orders/attachment/4/download')[0]!.headers.cookie).toContain('laravel_session=buyer-session');
  });

  it('answers saved: false when the buyer cancels the save dialog', async () => {
    const { handlers, fixture } = await setup(() => ({ body: 'x' }), null);
    expect(await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 4 })).toEqual({ ok: true, data: { saved: false } });
    expect(fixture.hitsOn('GET', '/_api/orders/attachment/4/download')).toHaveLength(0);
  });

  it('leaves no file behind when the store refuses the download', async () => {
    const target = join(dir, 'refused.pdf');
    const { handlers } = await setup(() => ({ status: 404, body: { errors: { No_Result_Found: 'No record found.' } } }), target);
    expect(await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 4 })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(existsSync(target)).toBe(false);
    expect(existsSync(`${target}.download`)).toBe(false);
  });

  it('answers not_found for an attachment the order does not have', async () => {
    const { handlers, asked } = await setup(() => ({ body: 'x' }), join(dir, 'never.pdf'));
    expect(await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 99 })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(asked).toEqual([]);
  });
});

describe('suggestedFileName', () => {
  const named = (title: string, extension = 'pdf') => suggestedFileName({ id: 1, title, extension, url: '/x' });

  it.each([
    ['a right-to-left override that disguises the extension', 'invoice\u202Efdp.exe', 'invoicefdp.exe.pdf'],
    ['embeddings, isolates and marks', '\u202Aa\u202Bb\u202Cc\u202Dd\u2066e\u2067f\u2068g\u2069h\u200Ei\u200Fj\u061Ck', 'abcdefghijk.pdf'],
    ['zero-width and other format characters', 'P\u200BO\u200C-\u200D4\u20602\uFEFF\u00AD', 'PO-42.pdf'],
    ['C0 and C1 controls', 'PO\u0000\u0007\u001B42\u007F\u0085\u009B.', 'PO 42.pdf'],
    ['line and paragraph separators', 'PO\u202842\u2029A', 'PO 42 A.pdf'],
    ['a lone surrogate', 'PO\uD800 42', 'PO 42.pdf'],
  ])('strips %s', (_what, title, name) => {
    expect(named(title)).toBe(name);
  });

  it('strips them from the extension too', () => {
    expect(named('PO 42', 'p\u202Edf')).toBe('PO 42.pdf');
    expect(named('PO 42', '\u202Eexe')).toBe('PO 42.exe');
  });

  it('keeps ordinary letters of any script, accents and emoji', () => {
    expect(named('Pesanan Ünïcödé 注文書 طلب شراء Заказ №7 😀')).toBe('Pesanan Ünïcödé 注文書 طلب شراء Заказ №7 😀.pdf');
  });

  it('falls back to "attachment" when nothing printable is left', () => {
    expect(named('\u202E\u200F\u0000')).toBe('attachment.pdf');
  });
});
