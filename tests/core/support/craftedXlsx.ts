import { strToU8, zipSync, type ZipOptions } from 'fflate';

/**
 * Hand-made xlsx files for the workbook bounds: the fewest parts a reader needs, with the sheet
 * and shared strings given as XML text, packed as a spreadsheet program packs them (deflate).
 */
export function craftXlsx(parts: { sheet: string; sharedStrings?: string; sheetName?: string }, zip: ZipOptions = { level: 6 }): Uint8Array {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${parts.sheetName ?? 'Sheet1'}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${parts.sheet}</sheetData></worksheet>`,
    ),
  };
  if (parts.sharedStrings !== undefined) {
    files['xl/sharedStrings.xml'] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${parts.sharedStrings}</sst>`,
    );
  }
  return zipSync(files, zip);
}

/** Rows of inline-string SKU and number quantity cells, numbered from 1. */
export const sheetRows = (rows: readonly (readonly [string, number])[]) =>
  rows.map(([sku, quantity], i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${sku}</t></is></c><c r="B${i + 1}"><v>${quantity}</v></c></row>`).join('');

/**
 * The zip with every entry's declared unpacked size replaced by `size`, in the local headers and
 * the table of contents alike: a file that says it is small and is not.
 */
export function declareSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let at = 0; at + 4 <= out.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, size, true);
    else if (signature === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return out;
}
