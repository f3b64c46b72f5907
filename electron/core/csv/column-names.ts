import { coreText } from '../language/core-text';
/**
 * The names a header row may give the columns of an order list, in every language the app speaks
 * (English, Malay, Indonesian, Simplified and Traditional Chinese), compared after `headerName`.
 * One list for CSV and spreadsheet files alike, and the first of each is what the template writes.
 */
export const SKU_NAMES = [
  'sku', 'skus', 'item', 'item code', 'item no', 'item number', 'code', 'product code', 'part number', 'part no', 'article',
  // Malay and Indonesian
  'kod', 'kod item', 'kod produk', 'kode', 'kode barang', 'kode produk', 'no item',
  // Chinese
  '货号', '商品编号', '产品编号', '编号', '貨號', '商品編號', '產品編號', '編號',
] as const;

export const QUANTITY_NAMES = [
  'quantity', 'qty', 'quantities', 'qty ordered', 'order qty', 'pcs', 'units',
  // Malay and Indonesian
  'kuantiti', 'kuantitas', 'jumlah', 'bilangan',
  // Chinese
  '数量', '數量', '订购数量', '訂購數量',
] as const;

export const NOTE_NAMES = [
  'note', 'notes', 'remark', 'remarks', 'comment',
  // Malay and Indonesian
  'nota', 'catatan', 'keterangan', 'komen',
  // Chinese
  '备注', '備註', '说明', '說明',
] as const;

const SKU_SET: ReadonlySet<string> = new Set(SKU_NAMES);
const QUANTITY_SET: ReadonlySet<string> = new Set(QUANTITY_NAMES);
const NOTE_SET: ReadonlySet<string> = new Set(NOTE_NAMES);

/** "Item No." and "QTY:" read as "item no" and "qty"; a long cell is no column name. */
export const headerName = (cell: string) =>
  cell.length > 64
    ? ''
    : cell
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();

export interface Columns {
  sku: number;
  quantity: number;
  /** -1 when there is no note column. */
  note: number;
  /** The first row named the columns: it is not an order line. */
  header: boolean;
}

/** A first row naming a SKU or a quantity column is a header; without one the columns are SKU, quantity. */
export function columnsOf(first: readonly string[]): Columns | string {
  const names = first.map((cell) => headerName(cell.trim()));
  const sku = names.findIndex((name) => SKU_SET.has(name));
  const quantity = names.findIndex((name) => QUANTITY_SET.has(name));
  const note = names.findIndex((name) => NOTE_SET.has(name));
  if (sku < 0 && quantity < 0) return { sku: 0, quantity: 1, note: -1, header: false };
  if (sku < 0) return coreText('import_no_sku_column');
  if (quantity < 0) return coreText('import_no_quantity_column');
  return { sku, quantity, note, header: true };
}
