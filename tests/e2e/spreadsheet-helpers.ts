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

/** Each quick-order line's text as the buyer reads it (variant, problem, price, subtotal), once no SKU is being checked. */
export async function rowTexts(page: Page): Promise<string[]> {
  return page.locator('.qo-row').evaluateAll((rows) => rows.map((row) => (row as unknown as { innerText: string }).innerText.replace(/\s+/g, ' ').trim()));
}
