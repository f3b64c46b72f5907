import type { Page } from 'playwright-core';
import type { ShowOpenDialog } from '../electron/adapters/files';

/** What the open dialog's filters let through, as an `<input type=file>` accepts it ("" for any file). */
export function acceptFor(filters: readonly { extensions: readonly string[] }[] | undefined): string {
  // "All files" (`*`) is Chromium's own choice in its chooser, beside the types named here.
  return (filters ?? []).flatMap((filter) => filter.extensions).filter((extension) => extension !== '*').map((extension) => `.${extension}`).join(',');
}

/**
 * The page's own file chooser in the page's document: resolves to the chosen File, or null when
 * the buyer cancels. Run with a user gesture, as a click of the page's button would have.
 */
const chooseScript = (accept: string) => `new Promise((resolve) => {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = ${JSON.stringify(accept)};
  input.addEventListener('change', () => resolve(input.files && input.files[0] ? input.files[0] : null), { once: true });
  input.addEventListener('cancel', () => resolve(null), { once: true });
  input.click();
})`;

/**
 * The open dialog for the window without the desktop shell: Chromium's own file chooser, opened
 * from the app's page as an `<input type=file>` would be, and the chosen file's path read back
 * through DevTools (DOM.getFileInfo) for the core to read, as it reads the desktop dialog's.
 * The page never names the path: only the buyer's choice in the chooser does.
 */
export function pageOpenDialog(page: () => Page | null): ShowOpenDialog {
  return async (options) => {
    const current = page();
    if (!current) return { canceled: true, filePaths: [] };
    const cdp = await current.context().newCDPSession(current);
    try {
      const { result } = await cdp.send('Runtime.evaluate', { expression: chooseScript(acceptFor(options.filters)), awaitPromise: true, userGesture: true });
      if (!result.objectId) return { canceled: true, filePaths: [] };
      const { path } = await cdp.send('DOM.getFileInfo', { objectId: result.objectId });
      return path ? { canceled: false, filePaths: [path] } : { canceled: true, filePaths: [] };
    } catch (error) {
      // The window closed, or its page went elsewhere, with the chooser open: nothing was chosen.
      if (current.isClosed() || /closed|destroyed|navigated/i.test(String(error))) return { canceled: true, filePaths: [] };
      throw error;
    } finally {
      await cdp.detach().catch(() => undefined);
    }
  };
}
