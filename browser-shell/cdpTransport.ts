import type { BrowserContext, Page } from 'playwright-core';

/** What the core's registered IPC listener is given: whether the caller is the app's own document. */
export type Listener = (event: { trusted: boolean }, input: unknown) => Promise<unknown>;

/** webContents.send for a Chromium page: one event to the app's document, in order with the answers. */
export type SendEvent = (event: string, payload: unknown) => Promise<void>;

const BINDING = '__harnessInvoke';

/**
 * The page's half of the transport, before the bridge bundle: `__storefrontInvoke(channel, input)`
 * sends one message through a CDP binding and resolves when the harness answers into the same
 * document. Writable, so a test can wrap it to record the channels called (account-helpers.ts).
 */
export const PAGE_TRANSPORT = `if (window === window.top) {
  const pending = new Map();
  let next = 0;
  Object.defineProperty(window, '__storefrontAnswer', {
    value: (id, result) => {
      const resolve = pending.get(id);
      pending.delete(id);
      resolve?.(result);
    },
  });
  window.__storefrontInvoke = (channel, input) =>
    new Promise((resolve) => {
      next += 1;
      pending.set(next, resolve);
      window.${BINDING}(JSON.stringify({ id: next, channel, input }));
    });
}`;

/**
 * ipcRenderer.invoke -> ipcMain.handle for the harness, over a raw CDP binding. Playwright's
 * exposeBinding costs 40 to 60 ms a call while the page is busy (it evaluates its own helper
 * script in each new document and fetches every call's arguments in a second round trip);
 * Electron's IPC costs about a millisecond, so the harness's share of a screen's time would hide
 * the app's. A call is trusted only from the main frame's own world showing the app's own origin,
 * as the glue's sender check allows only the app's top document: a page the window was led to
 * elsewhere reaches the binding but is refused.
 */
export async function installCdpTransport(context: BrowserContext, page: Page, listeners: Map<string, Listener>, appOrigin: string): Promise<SendEvent> {
  const cdp = await context.newCDPSession(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const mainFrameId = frameTree.frame.id;
  const appContexts = new Set<number>();
  /** The app's document of the moment: events go there (an event for a document being replaced is lost, as in Electron). */
  let current: number | null = null;
  cdp.on('Runtime.executionContextCreated', ({ context: created }) => {
    const aux = created.auxData as { isDefault?: boolean; frameId?: string } | undefined;
    if (aux?.isDefault && aux.frameId === mainFrameId && created.origin === appOrigin) {
      appContexts.add(created.id);
      current = created.id;
    }
  });
  cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => {
    appContexts.delete(executionContextId);
    if (current === executionContextId) current = null;
  });
  cdp.on('Runtime.executionContextsCleared', () => {
    appContexts.clear();
    current = null;
  });
  cdp.on('Runtime.bindingCalled', ({ name, payload, executionContextId }) => {
    if (name !== BINDING) return;
    void (async () => {
      let call: { id: number; channel: unknown; input: unknown };
      try {
        call = JSON.parse(payload) as typeof call;
      } catch {
        return;
      }
      const listener = typeof call.channel === 'string' ? listeners.get(call.channel) : undefined;
      const result = listener
        ? await listener({ trusted: appContexts.has(executionContextId) }, call.input)
        : { ok: false, error: { kind: 'refused', message: 'Refused: unknown channel.' } };
      // As a JSON string: CDP refuses values JSON has no word for (NaN, Infinity), and a refused
      // answer would leave the page's call waiting for ever.
      await cdp
        .send('Runtime.callFunctionOn', {
          functionDeclaration: '(id, json) => window.__storefrontAnswer?.(id, JSON.parse(json))',
          executionContextId,
          arguments: [{ value: call.id }, { value: JSON.stringify(result) ?? 'null' }],
        })
        .catch((error: unknown) => {
          // The document may be gone (a reload, a navigation, the app closed): its call has nobody to answer.
          const gone = !appContexts.has(executionContextId) || /has been closed|navigated or closed/.test(String(error));
          if (!gone) console.error(`[harness] the answer to ${String(call.channel)} was not delivered:`, error);
        });
    })();
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: BINDING });
  // Over the same session as the answers, like Electron's one IPC pipe: an event sent after an
  // answer arrives after it. (page.evaluate costs a few ms of the test process a call, on a
  // connection of its own, where webContents.send costs next to nothing.)
  return async (event, payload) => {
    if (current === null) return;
    await cdp
      .send('Runtime.callFunctionOn', {
        functionDeclaration: '(name, json) => window.__storefrontEmit?.(name, JSON.parse(json))',
        executionContextId: current,
        arguments: [{ value: event }, { value: JSON.stringify(payload) ?? 'null' }],
      })
      .catch(() => undefined); // the document went away: nobody to tell
  };
}
