/**
 * The letter shown for a store whose logo cannot be shown (the page's policy lets in images of
 * the current store only): the first letter or digit of its name, else of its host.
 */
export function monogram(name: string, url = ''): string {
  const first = (text: string) => text.match(/[\p{L}\p{N}]/u)?.[0];
  return (first(name) ?? first(hostOf(url)) ?? '?').toLocaleUpperCase();
}

/** The store's host (and port) as the buyer would recognise it; the address itself when it is not one. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
