type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `work` once the renderer is idle, at the latest after `timeout` ms, and answers a cancel.
 * For what a screen can show a moment later (badges, footer links, kept drafts): its calls then
 * do not queue beside the ones the screen is waiting for.
 */
export function whenIdle(work: () => void, timeout = 500): () => void {
  const w = globalThis as unknown as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(work, { timeout });
    return () => w.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(work, 50);
  return () => clearTimeout(handle);
}
