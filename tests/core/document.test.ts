import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCore, createMemorySettings, type Printer } from '../../electron/core/index';
import { pdfFileName } from '../../electron/core/document/pdfName';
import { testDeps } from './support/deps';
import { fixtureCores } from './support/fixture-core';
import { globalWithXsrf } from './support/fixture-server';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'core-document-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const disposers: Array<() => void> = [];
afterEach(() => disposers.splice(0).forEach((dispose) => dispose()));

const PDF = new TextEncoder().encode('%PDF-1.7 order');

function core(overrides: Parameters<typeof testDeps>[0] = {}) {
  const created = createCore(testDeps(overrides));
  disposers.push(created.dispose);
  return created.handlers;
}

function recordingPrinter(printed = true) {
  const calls: string[] = [];
  const printer: Printer = {
    print: async () => (calls.push('print'), printed),
    pdf: async () => (calls.push('pdf'), PDF),
  };
  return { printer, calls };
}

describe('pdfFileName', () => {
  it('keeps what the buyer reads and ends in .pdf', () => {
    expect(pdfFileName('Order #1042')).toBe('Order #1042.pdf');
    expect(pdfFileName('Quote.PDF')).toBe('Quote.pdf');
  });

  it('never names a folder, an invisible character or a reserved one', () => {
    expect(pdfFileName('../../etc/passwd')).toBe('etc passwd.pdf');
    expect(pdfFileName('C:\\Windows\\order')).toBe('C Windows order.pdf');
    expect(pdfFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe.pdf');
    expect(pdfFileName('a<b>c|d?e*"')).toBe('a b c d e.pdf');
    expect(pdfFileName('...')).toBe('document.pdf');
    expect(pdfFileName(' \u200B ')).toBe('document.pdf');
    expect(pdfFileName('x'.repeat(500)).length).toBeLessThanOrEqual(124);
  });
});

describe('document:savePdf', () => {
  it('writes the printed PDF where the save dialog says, under a safe suggested name', async () => {
    const target = join(dir, 'chosen.pdf');
    const asked: string[] = [];
    const { printer } = recordingPrinter();
    const handlers = core({ printer, saveFile: async (name) => (asked.push(name), target) });
    expect(await handlers['document:savePdf']({ name: 'Order #1042/../x' })).toMatchObject({
      ok: true,
      data: { saved: true, file: { name: 'chosen.pdf', folder: basename(dir), openable: false } },
    });
    expect(asked).toEqual(['Order #1042 .. x.pdf']);
    expect(readFileSync(target)).toEqual(Buffer.from(PDF));
  });

  it('makes no PDF when the buyer cancels the dialog', async () => {
    const { printer, calls } = recordingPrinter();
    const handlers = core({ printer, saveFile: async () => null });
    expect(await handlers['document:savePdf']({ name: 'Quote' })).toEqual({ ok: true, data: { saved: false } });
    expect(calls).toEqual([]);
  });

  it('says so when the folder cannot be written', async () => {
    const { printer } = recordingPrinter();
    const handlers = core({ printer, saveFile: async () => join(dir, 'no-such-folder', 'q.pdf') });
    expect(await handlers['document:savePdf']({ name: 'Quote' })).toMatchObject({
      ok: false,
      error: { kind: 'server', message: 'The PDF could not be saved there. Please choose another folder.' },
    });
  });

  it('is refused where there is no printer', async () => {
    const handlers = core({ saveFile: async () => join(dir, 'never.pdf') });
    expect(await handlers['document:savePdf']({ name: 'Quote' })).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(existsSync(join(dir, 'never.pdf'))).toBe(false);
  });
});

describe('document:openSaved', () => {
  function opener() {
    const asked: string[] = [];
    return { asked, fileOpener: { open: async (path: string) => void asked.push(`open ${path}`), reveal: async (path: string) => void asked.push(`folder ${path}`) } };
  }

  async function saveOne(handlers: ReturnType<typeof core>) {
    const answer = await handlers['document:savePdf']({ name: 'Quote' });
    if (!answer.ok || !answer.data.saved) throw new Error('not saved');
    return answer.data.file;
  }

  it('opens the PDF just saved, or shows it in its folder, by the id the save answered with', async () => {
    const target = join(dir, 'opened.pdf');
    const { asked, fileOpener } = opener();
    const handlers = core({ printer: recordingPrinter().printer, saveFile: async () => target, fileOpener });
    const file = await saveOne(handlers);
    expect(file).toMatchObject({ name: 'opened.pdf', openable: true });
    expect(await handlers['document:openSaved']({ id: file.id, how: 'open' })).toEqual({ ok: true, data: { success: true } });
    expect(await handlers['document:openSaved']({ id: file.id, how: 'folder' })).toEqual({ ok: true, data: { success: true } });
    expect(asked).toEqual([`open ${target}`, `folder ${target}`]);
  });

  it('opens nothing it did not save, nor a PDF since moved, and says why', async () => {
    const target = join(dir, 'moved.pdf');
    const { asked, fileOpener } = opener();
    const handlers = core({ printer: recordingPrinter().printer, saveFile: async () => target, fileOpener });
    expect(await handlers['document:openSaved']({ id: '/etc/passwd', how: 'open' })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    const file = await saveOne(handlers);
    rmSync(target);
    expect(await handlers['document:openSaved']({ id: file.id, how: 'open' })).toMatchObject({
      ok: false,
      error: { message: 'That PDF is no longer where it was saved. It may have been moved or deleted.' },
    });
    expect(asked).toEqual([]);
  });

  it("passes on the system's reason when the PDF cannot be opened, and is refused without an opener", async () => {
    const target = join(dir, 'no-reader.pdf');
    const fileOpener = { open: async () => Promise.reject(new Error('No application is associated with the file')), reveal: async () => undefined };
    const handlers = core({ printer: recordingPrinter().printer, saveFile: async () => target, fileOpener });
    const file = await saveOne(handlers);
    expect(await handlers['document:openSaved']({ id: file.id, how: 'open' })).toMatchObject({
      ok: false,
      error: { kind: 'server', message: 'The PDF could not be opened (No application is associated with the file). Please open it from its folder.' },
    });
    const bare = core({ printer: recordingPrinter().printer, saveFile: async () => target });
    const bareFile = await saveOne(bare);
    expect(bareFile.openable).toBe(false);
    expect(await bare['document:openSaved']({ id: bareFile.id, how: 'folder' })).toMatchObject({ ok: false, error: { kind: 'refused' } });
  });
});

describe('document:print', () => {
  it('answers whether the page was printed, and names a printer failure', async () => {
    expect(await core({ printer: recordingPrinter(true).printer })['document:print']({})).toEqual({ ok: true, data: { printed: true } });
    expect(await core({ printer: recordingPrinter(false).printer })['document:print']({})).toEqual({ ok: true, data: { printed: false } });
    const broken: Printer = { print: async () => Promise.reject(new Error('no printer')), pdf: async () => PDF };
    expect(await core({ printer: broken })['document:print']({})).toMatchObject({ ok: false, error: { kind: 'server' } });
  });
});

describe('files:dropped', () => {
  const start = fixtureCores();

  function file(name: string, size: number): string {
    const path = join(dir, name);
    writeFileSync(path, '');
    truncateSync(path, size);
    return path;
  }

  it('registers regular files like picked ones (the upload sends them) and names each refusal', async () => {
    const { handlers, fixture } = await start(
      { 'GET /_api/global': globalWithXsrf, 'POST /_api/orders/attachment': () => ({ body: { id: 12 } }) },
      { settings: createMemorySettings({ maxAttachmentMB: 1 }) },
    );
    await handlers['shop:global']({});
    const folder = join(dir, 'a-folder');
    mkdirSync(folder, { recursive: true });
    const paths = [file('po.pdf', 2048), file('huge.pdf', 1024 * 1024 + 1), folder, '/dev/null', join(dir, 'gone.pdf'), 'relative.pdf'];
    const answer = await handlers['files:dropped']({ paths });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data.files).toEqual([{ id: expect.any(String), name: 'po.pdf', size: 2048 }]);
    expect(answer.data.refused).toEqual([
      { name: 'huge.pdf', message: 'huge.pdf is larger than 1 MB. Please choose a smaller file.' },
      { name: 'a-folder', message: 'a-folder is a folder. Drop the files inside it instead.' },
      { name: 'null', message: 'null cannot be attached: it is not a regular file.' },
      { name: 'gone.pdf', message: 'gone.pdf could not be read. Please try again.' },
      { name: 'relative.pdf', message: 'relative.pdf cannot be attached: it is not a file on this computer.' },
    ]);
    const sent = await handlers['orders:uploadAttachment']({ order_token: 'ord1', file_id: answer.data.files[0]!.id, file_title: '' });
    expect(sent).toEqual({ ok: true, data: { id: 12 } });
    expect(fixture.hitsOn('POST', '/_api/orders/attachment')).toHaveLength(1);
  });
});
