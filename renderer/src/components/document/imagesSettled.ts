/**
 * Resolves once every image under `root` has loaded or failed, or after `capMs`. The document for
 * Print and Save as PDF is drawn afresh each time: at the start of a day the store's logo may still
 * be on its way, and a PDF written then would have neither the logo nor (a logo that fails shows
 * it instead) the store's name.
 */
export function imagesSettled(root: ParentNode, capMs: number): Promise<void> {
  const waiting = Array.from(root.querySelectorAll('img')).filter((image) => !image.complete);
  if (waiting.length === 0) return Promise.resolve();
  const each = waiting.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  return new Promise<void>((resolve) => {
    const cap = setTimeout(resolve, capMs);
    void Promise.all(each).then(() => {
      clearTimeout(cap);
      resolve();
    });
  });
}
