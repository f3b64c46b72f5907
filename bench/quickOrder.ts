/**
 * Quick order in the renderer, production build in Chromium with the fake bridge
 * answering at once from a 5,000-product index: (e) one keystroke in a SKU box to its suggestions
 * laid out; (f) 500 pasted lines (some unknown, some off their carton step) to rows laid out with
 * their errors.
 */
import { chromium, type Page } from '@playwright/test';
import { join } from 'node:path';
import { serveRenderer } from '../browser-shell/staticServer';
import { coreSuggestions } from './coreSuggestions';
import { fakeBridgeScript, type FakeBridgeData } from './fakeBridge';
import { benchCart, benchGlobal, benchProduct } from './fixtures';
import type { PageGlobals } from './pageTypes';

export interface QuickOrderFigures {
  suggest: number[];
  paste: number[];
}

const SUGGEST_SAMPLES = 40;
const PASTE_SAMPLES = 8;
export const PASTE_LINES = 500;

type BenchGlobals = PageGlobals & { performance: { now(): number } };

/** What is typed in one keystroke, and the SKU the list shows first once it has answered. */
interface Typed {
  q: string;
  first: string;
}

/** The fake index's SKUs, BENCH-{id}-{n}: a different product each time, so every keystroke brings a new list. */
const fakeIndexTyping = (): Typed[] =>
  Array.from({ length: SUGGEST_SAMPLES }, (_, k) => ({ q: `BENCH-${17 + k * 97}-`, first: `BENCH-${17 + k * 97}-1` }));

async function measureSuggest(page: Page, typing: readonly Typed[]): Promise<number[]> {
  const box = page.getByRole('combobox', { name: 'SKU or product' }).first();
  await box.focus();
  return page.evaluate(async (typed) => {
    const { document, Event, HTMLInputElement, MutationObserver, performance } = globalThis as unknown as BenchGlobals;
    const input = document.querySelector('input[data-qo-field="sku"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set! as (this: unknown, v: string) => void;
    const times: number[] = [];
    for (const { q: query, first } of typed) {
      const list = document.querySelector('input[data-qo-field="sku"] + [role="listbox"]')!;
      const shown = () => (list as unknown as { textContent: string }).textContent.includes(first);
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
        setValue.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      list.getBoundingClientRect();
      times.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return times;
  }, typing);
}

/** The pasted text: mostly known SKUs, every 10th unknown, every 7th off its step of 6 (the fake's variants step 1: 0 is refused). */
function pasteText(sample: number): string {
  return Array.from({ length: PASTE_LINES }, (_, i) => {
    const id = 1 + ((sample * PASTE_LINES + i) % 4999);
    const sku = i % 10 === 9 ? `NOPE-${sample}-${i}` : `BENCH-${id}-${1 + (i % 4)}`;
    return `${sku}\t${i % 7 === 6 ? 0 : 1 + (i % 5)}`;
  }).join('\n');
}

async function measurePaste(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let sample = 0; sample < PASTE_SAMPLES; sample += 1) {
    await page.getByLabel('Paste lines').fill(pasteText(sample));
    const time = await page.evaluate(async (lines) => {
      const { document, MutationObserver, performance } = globalThis as unknown as BenchGlobals;
      const body = document.querySelector('.qo-table')!;
      const button = [...(document.querySelectorAll('.qo-paste button') as unknown as { click(): void }[])][0]!;
      // The table counts its rows (header, the lines, the blank one); drawn rows show no 'Checking…' left.
      const table = document.querySelector('.qo-table')! as unknown as { getAttribute(name: string): string | null };
      const settled = () => {
        const current = document.querySelector('.qo-table__body')! as unknown as { textContent: string };
        return Number(table.getAttribute('aria-rowcount')) >= lines + 2 && !current.textContent.includes('Checking');
      };
      const start = performance.now();
      await new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!settled()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(body, { subtree: true, childList: true, characterData: true, attributes: true });
        button.click();
      });
      body.getBoundingClientRect();
      void document.body.offsetHeight;
      return performance.now() - start;
    }, PASTE_LINES);
    times.push(time);
    // Clear the rows for the next sample: a fresh screen.
    await page.evaluate(() => {
      (globalThis as unknown as PageGlobals).location.hash = '#/';
    });
    await page.locator('.product-card').first().waitFor();
    await page.evaluate(() => {
      (globalThis as unknown as PageGlobals).location.hash = '#/quick-order';
    });
    await page.getByRole('heading', { level: 1, name: 'Quick order' }).waitFor();
  }
  return times;
}

export const INDEX_PRODUCTS = 5000;

/** The quick order screen of the production build in Chromium, the fake bridge answering from `data`. */
async function withQuickOrder<T>(root: string, data: FakeBridgeData, measure: (page: Page) => Promise<T>): Promise<T> {
  const server = await serveRenderer(join(root, 'out/renderer'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript({ content: fakeBridgeScript(data) });
    await page.goto(`${server.url}/index.html#/quick-order`);
    await page.getByRole('heading', { level: 1, name: 'Quick order' }).waitFor();
    return await measure(page);
  } finally {
    await browser.close();
    await server.close();
  }
}

const screenData = { global: benchGlobal, productTemplate: benchProduct(1), pageSize: 48, cart: benchCart(3) };

export async function measureQuickOrder(root: string): Promise<QuickOrderFigures> {
  return withQuickOrder(root, { ...screenData, indexProducts: INDEX_PRODUCTS }, async (page) => {
    const suggest = await measureSuggest(page, fakeIndexTyping());
    const paste = await measurePaste(page);
    return { suggest, paste };
  });
}

/**
 * A keystroke to its suggestions laid out with the catalogue in the buyer's database: each sample
 * is the page's time (the core's answer handed over at once) plus the core's query time for the
 * same text, so the figure holds both shares of the one frame.
 */
export async function measureCoreQuickOrder(root: string): Promise<{ products: number; keystroke: number[] }> {
  const { products, texts } = coreSuggestions(SUGGEST_SAMPLES);
  const suggestions = Object.fromEntries(texts.map((text) => [text.q, text.items]));
  const page = await withQuickOrder(root, { ...screenData, suggestions }, (p) => measureSuggest(p, texts.map(({ q, first }) => ({ q, first }))));
  return { products, keystroke: page.map((time, i) => time + texts[i]!.coreMs) };
}
