import type { Page } from '@playwright/test';

/** Table or Grid: how a size-by-colour product's variants are entered (the renderer's `VariantLayout`). */
export type VariantLayout = 'table' | 'grid';

/** Where the renderer keeps that choice (renderer/src/features/catalog/layout.ts), as jotai's JSON. */
const STORAGE_KEY = 'wholesale-desk.variant-layout';

/**
 * The buyer chose `layout` on an earlier day: in the window's storage before the app's first
 * script reads it. A choice made during the test is kept over it, across reloads, as the app keeps it.
 */
export async function rememberVariantLayout(page: Page, layout: VariantLayout): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // A document without storage of its own (about:blank) holds no app to remember it for.
      }
    },
    [STORAGE_KEY, layout] as const,
  );
}
