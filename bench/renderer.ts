/**
 * (a) product list: data in hand to painted, and (b) one quantity change in a 1,000-line cart,
 * measured in Chromium on the production build (out/renderer) with a fake bridge.
 */
import { chromium, type Page } from '@playwright/test';
import { join } from 'node:path';
import { serveRenderer } from '../browser-shell/staticServer';
import { benchCart, benchGlobal, benchProduct } from './fixtures';
import { fakeBridgeScript } from './fakeBridge';
import type { PageElement, PageGlobals } from './pageTypes';

export interface RendererFigures {
  listLayout: number[];
  listPaint: number[];
  listWhole: number[];
  cartWork: number[];
  cartFrame: number[];
  cartRowsTouched: number[];
  cartLongTasks: number;
}

const LIST_SAMPLES = 25;
const CART_SAMPLES = 40;

async function measureList(page: Page): Promise<{ layout: number[]; paint: number[]; whole: number[] }> {
  await page.locator('.product-card').nth(47).waitFor();
  await page.evaluate(() => performance.clearMeasures());
  for (let i = 1; i <= LIST_SAMPLES; i += 1) {
    await page.evaluate((n) => {
      (globalThis as unknown as PageGlobals).location.hash = `#/?page=${n + 1}`;
    }, i);
    await page.waitForFunction(
      (n) => performance.getEntriesByName('catalog:data-to-paint').length >= n && performance.getEntriesByName('catalog:data-to-whole-list').length >= n,
      i,
    );
    await page.waitForTimeout(30);
  }
  return page.evaluate(() => ({
    layout: performance.getEntriesByName('catalog:data-to-layout').map((e) => e.duration),
    paint: performance.getEntriesByName('catalog:data-to-paint').map((e) => e.duration),
    whole: performance.getEntriesByName('catalog:data-to-whole-list').map((e) => e.duration),
  }));
}

async function measureCart(page: Page, samples: number) {
  await page.evaluate(() => {
    (globalThis as unknown as PageGlobals).location.hash = '#/cart';
  });
  await page.locator('.cart-row .qty-stepper__input').first().waitFor();
  return page.evaluate(async (count) => {
    const {
      document,
      Element,
      Event,
      HTMLInputElement,
      MutationObserver,
      PerformanceObserver,
      MessageChannel,
      requestAnimationFrame,
    } = globalThis as unknown as PageGlobals;
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set! as (this: unknown, v: string) => void;
    const afterTasks = () => new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const table = document.querySelector('.cart-table')!;
    const work: number[] = [];
    const frame: number[] = [];
    const touched: number[] = [];
    for (let k = 0; k < count; k += 1) {
      const inputs = document.querySelectorAll('.cart-row .qty-stepper__input');
      const input = inputs[k % Math.min(inputs.length, 10)]!;
      const rows = new Set<unknown>();
      // An attribute counts if it ends the window with another value than it had: React re-sets a
      // controlled input's type and name on every render of it (a stepper edited 400 ms before
      // renders once more when its typing pause ends), which leaves the row as it was.
      const attributesBefore = new Map<PageElement, Map<string, string | null>>();
      const mutations = new MutationObserver((records) =>
        records.forEach((r) => {
          if (r.type === 'attributes' && r.target instanceof Element && r.attributeName) {
            const before = attributesBefore.get(r.target) ?? new Map<string, string | null>();
            if (!before.has(r.attributeName)) before.set(r.attributeName, r.oldValue);
            attributesBefore.set(r.target, before);
            return;
          }
          const node = r.target instanceof Element ? r.target : r.target.parentElement;
          const row = node?.closest('.cart-row');
          if (row) rows.add(row);
        }),
      );
      mutations.observe(table, { subtree: true, childList: true, characterData: true, attributes: true, attributeOldValue: true });
      const start = performance.now();
      setValue.call(input, String(3 + k));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await afterTasks();
      table.getBoundingClientRect();
      void document.body.offsetHeight;
      work.push(performance.now() - start);
      await nextFrame();
      frame.push(performance.now() - start);
      mutations.disconnect();
      for (const [element, before] of attributesBefore) {
        const row = element.closest('.cart-row');
        if (row && [...before].some(([name, value]) => element.getAttribute(name) !== value)) rows.add(row);
      }
      touched.push(rows.size);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    observer.disconnect();
    return { work, frame, touched, longTasks: longTasks.filter((d) => d >= 50).length };
  }, samples);
}

export async function measureRenderer(root: string): Promise<RendererFigures> {
  const server = await serveRenderer(join(root, 'out/renderer'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript({ content: fakeBridgeScript({ global: benchGlobal, productTemplate: benchProduct(1), pageSize: 48, cart: benchCart(1000) }) });
    await page.goto(`${server.url}/index.html#/`);
    const list = await measureList(page);
    const cart = await measureCart(page, CART_SAMPLES);
    return {
      listLayout: list.layout,
      listPaint: list.paint,
      listWhole: list.whole,
      cartWork: cart.work,
      cartFrame: cart.frame,
      cartRowsTouched: cart.touched,
      cartLongTasks: cart.longTasks,
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
