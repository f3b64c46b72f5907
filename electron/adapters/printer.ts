import type { WebContents } from 'electron';
import type { Printer } from '../core/deps';

/** What webContents.print's callback says, as the core's answer: printed, cancelled, or an error. */
export function printOutcome(success: boolean, failureReason: string): boolean {
  if (success) return true;
  if (failureReason === 'cancelled') return false;
  throw new Error(`Printing failed: ${failureReason}`);
}

/**
 * The core's Printer on the main window's page: the system print dialog, and an A4 PDF with
 * backgrounds (status badges, table stripes), both laid out by the page's print stylesheet.
 */
export function createPrinter(contents: () => WebContents | null): Printer {
  const page = () => {
    const live = contents();
    if (!live) throw new Error('No window to print.');
    return live;
  };
  return {
    print: () =>
      new Promise<boolean>((resolve, reject) => {
        page().print({}, (success, failureReason) => {
          try {
            resolve(printOutcome(success, failureReason));
          } catch (error) {
            reject(error);
          }
        });
      }),
    pdf: async () => page().printToPDF({ pageSize: 'A4', printBackground: true }),
  };
}
