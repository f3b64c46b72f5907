import type { Storefront } from '../../../contract/bridge';
import type { Result } from '../../../contract/result';

/**
 * The desktop bridge, read from window once. Without a preload (a bare browser tab) every
 * call answers a `refused` result instead of throwing, so screens show an error, not a blank window.
 */
function readBridge(): Storefront {
  if (typeof window !== 'undefined' && window.storefront) return window.storefront;
  const refused: Result<never> = {
    ok: false,
    error: { kind: 'refused', message: 'The desktop bridge is not available.' },
  };
  const call = () => Promise.resolve(refused);
  const area = new Proxy({}, { get: () => call });
  return new Proxy({} as Storefront, {
    get: (_target, key) => (key === 'on' ? () => () => undefined : area),
  });
}

export const storefront: Storefront = readBridge();
