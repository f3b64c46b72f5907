/**
 * A stand-in `window.storefront` for the renderer measurements: every call answers at once from
 * data handed in, so the figures are the renderer's own work, not the network's or the store's.
 * Runs in the page (Playwright init script), so it must not close over anything in Node.
 */
import type { Cart } from '../preload/schemas/cart';
import type { Product } from '../preload/schemas/catalog';
import type { GlobalData } from '../preload/schemas/shop';

export interface FakeBridgeData {
  global: GlobalData;
  productTemplate: Product;
  pageSize: number;
  cart: Cart;
}

export function installFakeBridge(data: FakeBridgeData): void {
  type Answer = { ok: true; data: unknown } | { ok: false; error: { kind: string; message: string } };
  const ok = (value: unknown): Promise<Answer> => Promise.resolve({ ok: true, data: value });
  const missing = (): Promise<Answer> => Promise.resolve({ ok: false, error: { kind: 'not_found', message: 'No record found.' } });

  const productsPage = (input: { page?: number }) => {
    const page = input.page ?? 1;
    const products = Array.from({ length: data.pageSize }, (_, i) => {
      const id = page * 1000 + i;
      const product = structuredClone(data.productTemplate);
      product.id = id;
      product.handle = `bench-product-${id}`;
      product.title = `Bench product ${id} with a fairly long descriptive title`;
      product.variants = product.variants.map((variant, n) => ({ ...variant, id: id * 10 + n }));
      return product;
    });
    return ok({ products, total_pages: 500, current_pages: page });
  };

  const calls: Record<string, Record<string, (input: never) => Promise<Answer>>> = {
    app: {
      getStoreUrl: () => ok({ url: 'http://127.0.0.1:9' }),
      takeNotices: () => ok({ notices: [] }),
      takeLaunchPath: () => ok({ path: null }),
      openExternal: () => ok({ success: true }),
    },
    shop: { global: () => ok(data.global), locale: () => ok({}) },
    legal: { list: () => ok({ policies: [] }) },
    catalog: { products: productsPage, previewProducts: productsPage },
    cart: { retrieve: () => ok(data.cart) },
  };
  const area = (name: string) => new Proxy({}, { get: (_t, call: string) => calls[name]?.[call] ?? missing });
  const bridge = new Proxy({}, { get: (_t, key: string) => (key === 'on' ? () => () => undefined : area(key)) });
  Object.defineProperty(globalThis, 'storefront', { value: bridge, enumerable: true });
}

/** The init script's source; tsx's `__name` helper (kept function names) is defined for the page. */
export function fakeBridgeScript(data: FakeBridgeData): string {
  return `globalThis.__name = (fn) => fn;\n(${installFakeBridge.toString()})(${JSON.stringify(data)});`;
}
