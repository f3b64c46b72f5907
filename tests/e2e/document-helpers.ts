/** Shared steps for the print, PDF and drop specs. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, ROOT, type App } from './harness';

const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFTOPPM = '/usr/bin/pdftoppm';

/** Throws at once, in one line, when poppler-utils is missing (`.ci/run` installs it). */
export function requirePoppler(): void {
  if (!existsSync(PDFTOTEXT) || !existsSync(PDFTOPPM)) {
    throw new Error('pdftotext/pdftoppm not found: install poppler-utils (sudo apt-get install -y poppler-utils).');
  }
}

/** The text of a PDF with its layout kept, whitespace runs (no-break spaces too) made one space. */
export function pdfText(path: string): string {
  return execFileSync(PDFTOTEXT, ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Each page's text (pdftotext splits pages with a form feed), whitespace runs made one space. */
export function pdfPageTexts(path: string): string[] {
  const pages = execFileSync(PDFTOTEXT, ['-layout', path, '-'], { encoding: 'utf8' }).split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages.map((page) => page.replace(/\s+/g, ' '));
}

export function pdfPages(path: string): number {
  const info = execFileSync('/usr/bin/pdfinfo', [path], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** Renders one page at 60 dpi to test-results/screens/<name>.png (as the screenshots are) and returns its path. */
export function renderPdfPage(path: string, page: number, name: string): string {
  const dir = process.env.E2E_SCREENS_DIR ?? join(ROOT, 'test-results/screens');
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'pdf-page-'));
  execFileSync(PDFTOPPM, ['-png', '-r', '60', '-f', String(page), '-l', String(page), path, join(work, 'page')]);
  const [png] = readdirSync(work).filter((file) => file.endsWith('.png'));
  if (!png) throw new Error(`pdftoppm made no image of page ${page} of ${path}`);
  const target = join(dir, `${name}.png`);
  renameSync(join(work, png), target);
  return target;
}

/** A cart of `lines` variants (one step each), made through the core, and its token. */
export async function fillCart(app: App, lines: number): Promise<string> {
  const items: { id: number; quantity: number }[] = [];
  for (let p = 1; items.length < lines; p += 1) {
    const answer = await app.core.handlers['catalog:products']({ page: p });
    if (!answer.ok) throw new Error(answer.error.message);
    if (answer.data.products.length === 0) throw new Error(`the catalogue has fewer than ${lines} variants`);
    for (const product of answer.data.products) {
      for (const variant of product.variants) {
        if (items.length < lines && variant.inventory_quantity !== 0) {
          items.push({ id: variant.id, quantity: variant.wholesale_price[0]?.increment_quantity ?? 1 });
        }
      }
    }
  }
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok) throw new Error(global.error.message);
  const created = await app.core.handlers['cart:create']({ order_items: items, cart_token: global.data.customer?.cart_token ?? null, is_replace_cart: true });
  if (!created.ok) throw new Error(created.error.message);
  return created.data.cart_token;
}

/** The path of the `count`th file saved through the save dialog, once a whole PDF is there. */
export async function savedPdf(app: App, count: number): Promise<string> {
  const whole = (path: string | undefined) => {
    if (!path || !existsSync(path)) return false;
    const bytes = readFileSync(path);
    return bytes.subarray(0, 5).toString() === '%PDF-' && bytes.subarray(-8).toString().includes('%%EOF');
  };
  await expect.poll(() => whole(app.savedFiles[count - 1]), { timeout: 20_000 }).toBe(true);
  return app.savedFiles[count - 1]!;
}
