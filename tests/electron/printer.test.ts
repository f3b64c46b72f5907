import type { WebContents } from 'electron';
import { describe, expect, it } from 'vitest';
import { createPrinter, printOutcome } from '../../electron/adapters/printer';

/** A window's webContents that records how it was asked to print. */
function fakeContents(success: boolean, failureReason = '') {
  const asked: unknown[] = [];
  const contents = {
    print: (options: unknown, callback: (success: boolean, failureReason: string) => void) => {
      asked.push(['print', options]);
      callback(success, failureReason);
    },
    printToPDF: async (options: unknown) => {
      asked.push(['pdf', options]);
      return Buffer.from('%PDF-');
    },
  };
  return { contents: contents as unknown as WebContents, asked };
}

describe('the Printer on the main window', () => {
  it('reads a cancelled print dialog as not printed, and a failure as an error', () => {
    expect(printOutcome(true, '')).toBe(true);
    expect(printOutcome(false, 'cancelled')).toBe(false);
    expect(() => printOutcome(false, 'failed')).toThrow('Printing failed: failed');
  });

  it('prints and makes A4 PDFs with backgrounds of the live window only', async () => {
    const { contents, asked } = fakeContents(false, 'cancelled');
    const printer = createPrinter(() => contents);
    expect(await printer.print()).toBe(false);
    expect(Buffer.from(await printer.pdf()).toString()).toBe('%PDF-');
    expect(asked).toEqual([['print', {}], ['pdf', { pageSize: 'A4', printBackground: true }]]);
    await expect(createPrinter(() => null).pdf()).rejects.toThrow('No window to print.');
  });
});
