import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerContext } from '../context';
import { attachmentDir, randomStoredName, recordAttachment } from '../commerce/attachments';
import type { OrderRow } from '../commerce/order-records';
import type { AttachmentKind } from './order-scenarios';

/** Small real files for seeded orders, so downloads in the demo open something sensible. */
export function seedAttachment(
  ctx: ServerContext,
  order: Pick<OrderRow, 'id' | 'number'>,
  kind: AttachmentKind,
  skus: readonly { sku: string; quantity: number }[],
): void {
  const file = fileFor(kind, order.number, skus);
  const storedName = randomStoredName(file.extension);
  writeFileSync(join(attachmentDir(ctx), storedName), file.content);
  recordAttachment(ctx, order, { title: file.title, extension: file.extension, storedName, size: file.content.length });
}

function fileFor(
  kind: AttachmentKind,
  number: number,
  skus: readonly { sku: string; quantity: number }[],
): { title: string; extension: string; content: Buffer } {
  const po = `PO-2025-${String(number - 900).padStart(4, '0')}`;
  switch (kind) {
    case 'po':
      return {
        title: `Purchase order ${po}`,
        extension: 'txt',
        content: Buffer.from(
          `PURCHASE ORDER ${po}\nTan Brothers Trading Sdn. Bhd.\nSupplier: Harbour Wholesale Supply\n\n` +
            skus.map((s) => `${s.sku}\t${s.quantity}`).join('\n') +
            '\n\nApproved by: Tan Mei Ling\n',
        ),
      };
    case 'csv':
      return {
        title: 'Order lines',
        extension: 'csv',
        content: Buffer.from(`sku,quantity\n${skus.map((s) => `${s.sku},${s.quantity}`).join('\n')}\n`),
      };
    case 'slip':
      return { title: 'Payment slip', extension: 'pdf', content: tinyPdf(`Payment slip for order #${number}`) };
    case 'pdf':
      return { title: `Quotation ${po}`, extension: 'pdf', content: tinyPdf(`Quotation ${po}`) };
  }
}

/** A one-page PDF with one line of text; byte offsets in the xref table are computed, so readers accept it. */
export function tinyPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
