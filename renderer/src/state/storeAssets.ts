import { atom } from 'jotai';
import { bootStateAtom } from './boot';

/** The address of the store the app is connected to, once booted. */
export const storeUrlAtom = atom((get) => {
  const boot = get(bootStateAtom);
  return boot.phase === 'ready' ? boot.storeUrl : null;
});

/**
 * Store image paths may be relative ('/images/logo.svg'); the renderer is not served from the
 * store, so they are resolved against the store's address. Only http(s) and data: images pass.
 */
export function resolveStoreAsset(url: string | null | undefined, storeUrl: string | null): string | null {
  const raw = url?.trim();
  if (!raw) return null;
  if (raw.startsWith('data:image/')) return raw;
  try {
    const resolved = storeUrl ? new URL(raw, storeUrl) : new URL(raw);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}
