/** Steps for the spreadsheet and scanner specs: workbooks made by LibreOffice, read back with read-excel-file. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { VariantInfo } from '../../server/commerce/control';
import type { RunningStorefront } from '../../server/index';

const LIBREOFFICE = ['/usr/bin/libreoffice', '/usr/bin/soffice'].find((path) => existsSync(path));

/**
 * The CSV text converted to .xlsx by LibreOffice headless, as a buyer's spreadsheet program saves
 * it (comma separated, UTF-8; its own profile folder, so parallel runs do not share one).
 */
export function libreOfficeXlsx(csv: string, name = 'order'): string {
  if (!LIBREOFFICE) throw new Error('LibreOffice is needed to make the test workbook: sudo apt-get install -y libreoffice-calc-nogui');
  const dir = mkdtempSync(join(tmpdir(), 'spreadsheet-e2e-'));
  const source = join(dir, `${name}.csv`);
  writeFileSync(source, csv);
  execFileSync(
    LIBREOFFICE,
    [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--infilter=CSV:44,34,76,1', '--convert-to', 'xlsx', '--outdir', dir, source],
    { stdio: 'pipe', timeout: 90_000 },
  );
  const made = join(dir, `${name}.xlsx`);
  if (!existsSync(made)) throw new Error(`LibreOffice made no ${made}`);
  return made;
}

/** Every variant a buyer can order one at a time (step 1, in stock, on sale), in id order. */
export function orderableVariants(store: RunningStorefront): VariantInfo[] {
  const ids = store.ctx.db.prepare<[], { id: number }>('SELECT id FROM variants ORDER BY id').all();
  return ids
    .map((row) => store.control.variant(row.id))
    .filter((v): v is VariantInfo => v !== null && v.product_active && v.is_available && v.increment_quantity === 1 && (!v.tracked || v.inventory_quantity >= 10));
}

export interface ShownRow {
  sku: string;
  quantity: string;
  /** The line as the buyer reads it: number, variant, problem, price, subtotal. */
  text: string;
}

type Element = { getAttribute(name: string): string | null; querySelector(selector: string): { value: string } | null; innerText: string };
type Scroller = { scrollTop: number; scrollHeight: number; clientHeight: number };

/**
 * Every quick-order line with a SKU, top to bottom: the list draws only the lines in view, so
 * it is scrolled through, a half screen at a time, and each line read once.
 */
export async function allRows(page: Page): Promise<ShownRow[]> {
  return page.evaluate(async () => {
    const doc = (globalThis as unknown as { document: { querySelector(s: string): Scroller | null; querySelectorAll(s: string): Element[] } }).document;
    const frame = () => new Promise((resolve) => (globalThis as unknown as { requestAnimationFrame(f: () => void): void }).requestAnimationFrame(() => resolve(null)));
    const body = doc.querySelector('.qo-table__body--virtual');
    const seen = new Map<number, { sku: string; quantity: string; text: string }>();
    const read = () => {
      for (const row of doc.querySelectorAll('.qo-row[data-index]')) {
        const sku = row.querySelector('input[role="combobox"]')?.value ?? '';
        if (!sku) continue;
        seen.set(Number(row.getAttribute('data-index')), { sku, quantity: row.querySelector('.qo-row__qty-input')?.value ?? '', text: row.innerText.replace(/\s+/g, ' ').trim() });
      }
    };
    if (body) {
      body.scrollTop = 0;
      for (;;) {
        await frame();
        await frame();
        read();
        if (body.scrollTop + body.clientHeight >= body.scrollHeight) break;
        body.scrollTop += Math.max(100, body.clientHeight / 2);
      }
      body.scrollTop = 0;
    } else read();
    return [...seen.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  });
}
