/**
 * A stand-in `window.storefront` for the renderer measurements: every call answers at once from
 * data handed in, so the figures are the renderer's own work, not the network's or the store's.
 * Runs in the page (Playwright init script), so it must not close over anything in Node.
 */
import type { Cart } from '../contract/schemas/cart';
import type { Product } from '../contract/schemas/catalog';
import type { GlobalData } from '../contract/schemas/shop';
import { skuKey } from '../contract/sku';

export interface FakeBridgeData {
  global: GlobalData;
  productTemplate: Product;
  pageSize: number;
  cart: Cart;
  /** Products in the fake catalogue index (quick order, suggestions): each with 4 variants, SKUs BENCH-{id}-{n}. */
  indexProducts?: number;
  /** The core's own suggestions per typed text (bench/coreSuggestions.ts): answered instead of the fake index's. */
  suggestions?: Record<string, unknown[]>;
}

/** `key` is the app's skuKey, handed in because this runs in the page, where it cannot be imported. */
export function installFakeBridge(data: FakeBridgeData, key: typeof skuKey): void {
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

  // The catalogue index, built in the page from the product template: the core's answers, at once.
  type Entry = { product: Record<string, unknown>; variant: Product['variants'][number] };
  const entries: Entry[] = [];
  const skuKeys: string[] = [];
  const bySku = new Map<string, Entry>();
  for (let id = 1; id <= (data.indexProducts ?? 0); id += 1) {
    const { variants, body_html: _body, ...product } = data.productTemplate;
    const head = { ...product, id, handle: `bench-product-${id}`, title: `Bench product ${id} with a fairly long descriptive title` };
    for (let n = 1; n <= 4; n += 1) {
      const variant = { ...variants[(n - 1) % variants.length]!, id: id * 10 + n, sku: `BENCH-${id}-${n}`, variant_name: `Size ${n}` };
      const entry = { product: head, variant };
      entries.push(entry);
      skuKeys.push(key(variant.sku));
      bySku.set(skuKeys[skuKeys.length - 1]!, entry);
    }
  }
  const suggest = (input: { q: string; limit?: number }) => {
    const kept = data.suggestions?.[input.q];
    if (kept) return ok({ ready: true, items: kept });
    const q = key(input.q);
    const items: Entry[] = [];
    for (let i = 0; i < entries.length && items.length < (input.limit ?? 10); i += 1) {
      if (skuKeys[i]!.startsWith(q)) items.push(entries[i]!);
    }
    return ok({ ready: true, items });
  };
  const findSkus = (input: { skus: string[] }) => ok({ items: input.skus.map((sku) => ({ sku, entry: bySku.get(key(sku)) ?? null })) });
  const indexStatus = () =>
    ok({ state: 'ready', refreshing: false, products: data.indexProducts ?? 0, variants: entries.length, updated_at: new Date().toISOString(), done: 1, total: 1, message: null });

  const calls: Record<string, Record<string, (input: never) => Promise<Answer>>> = {
    app: {
      getStoreUrl: () => ok({ url: 'http://127.0.0.1:9' }),
      takeNotices: () => ok({ notices: [] }),
      takeLaunchPath: () => ok({ path: null }),
      openExternal: () => ok({ success: true }),
    },
    shop: { global: () => ok(data.global), locale: () => ok({}) },
    legal: { list: () => ok({ policies: [] }) },
    catalog: { products: productsPage, previewProducts: productsPage, suggest, findSkus, indexStatus, refreshIndex: indexStatus },
    cart: { retrieve: () => ok(data.cart) },
  };
  const area = (name: string) => new Proxy({}, { get: (_t, call: string) => calls[name]?.[call] ?? missing });
  const bridge = new Proxy({}, { get: (_t, key: string) => (key === 'on' ? () => () => undefined : area(key)) });
  Object.defineProperty(globalThis, 'storefront', { value: bridge, enumerable: true });
}

/** The init script's source; tsx's `__name` helper (kept function names) is defined for the page. */
export function fakeBridgeScript(data: FakeBridgeData): string {
  return `globalThis.__name = (fn) => fn;\n(${installFakeBridge.toString()})(${JSON.stringify(data)}, ${skuKey.toString()});`;
}
