import { useCallback } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { z } from 'zod';
import type { exportLineSchema } from '../../../contract/schemas/quickOrder';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { useSingleFlight } from './useSingleFlight';
import { useToast } from './toast/useToast';
import { filesExportCsv, filesExportXlsx } from '../lib/api';

export type ExportLine = z.infer<typeof exportLineSchema>;
export type ExportFormat = 'csv' | 'xlsx';

interface ExportCsvButtonProps {
  /** Suggested file name, e.g. "cart" or "cart.csv"; the format's extension is put on it, and the save dialog has the last word. */
  fileName: string;
  /** Read at click time, so a screen hands its current lines without repainting the button. */
  lines: () => ExportLine[];
  /** A CSV file (the default) or an Excel workbook with numbers as numbers. */
  format?: ExportFormat;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * "Export CSV" and "Export Excel": SKU, quantity, product, variant and unit price of each line,
 * through the save dialog. The same file comes back in through the import on the quick-order
 * screen. One export at a time.
 */
export function useExportLines(fileName: string, lines: () => ExportLine[]) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useCallback(
    async (format: ExportFormat) => {
      const rows = lines();
      if (rows.length === 0) {
        toast.info(t('quick_order.export_empty'));
        return;
      }
      const input = { name: safeFileName(fileName, format), lines: rows.slice(0, 5000) };
      const answer = format === 'xlsx' ? await filesExportXlsx(input) : await filesExportCsv(input);
      if (!answer.ok) toast.error(t(format === 'xlsx' ? 'quick_order.export_xlsx_failed' : 'quick_order.export_failed', { message: answer.error.message }));
      else if (answer.data.saved) toast.success(t(format === 'xlsx' ? 'quick_order.exported_xlsx' : 'quick_order.exported'));
    },
    [lines, fileName, toast, t],
  );
  return useSingleFlight(save);
}

/** One export as a button of its own (a saved order list's page). */
export function ExportCsvButton({ fileName, lines, format = 'csv', variant = 'secondary', size = 'sm' }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const { busy, run } = useExportLines(fileName, lines);
  return (
    <Button variant={variant} size={size} loading={busy} onClick={() => void run(format)}>
      {t(format === 'xlsx' ? 'quick_order.export_xlsx' : 'quick_order.export_csv')}
    </Button>
  );
}

/** The contract takes a plain "name.csv" or "name.xlsx": an order name like "#1042" keeps only safe characters. */
export function safeFileName(name: string, format: ExportFormat = 'csv'): string {
  const base = name.replace(/\.(csv|xlsx)$/i, '').replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 100) || 'lines';
  return `${base}.${format}`;
}
