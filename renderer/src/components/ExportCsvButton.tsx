import { useCallback } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { z } from 'zod';
import type { exportLineSchema } from '../../../preload/schemas/quickOrder';
import { Button, type ButtonSize, type ButtonVariant } from './Button';
import { useSingleFlight } from './useSingleFlight';
import { useToast } from './toast/useToast';
import { storefront } from '../state/storefront';

export type ExportLine = z.infer<typeof exportLineSchema>;

interface ExportCsvButtonProps {
  /** Suggested file name, e.g. "cart.csv"; the save dialog has the last word. */
  fileName: string;
  /** Read at click time, so a screen hands its current lines without repainting the button. */
  lines: () => ExportLine[];
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * "Export CSV": SKU, quantity, product, variant and unit price of each line, through the save
 * dialog (files:exportCsv). The same file comes back in through Import CSV on the quick-order screen.
 */
export function ExportCsvButton({ fileName, lines, variant = 'secondary', size = 'sm' }: ExportCsvButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useCallback(async () => {
    const rows = lines();
    if (rows.length === 0) {
      toast.info(t('quick_order.export_empty'));
      return;
    }
    const answer = await storefront.files.exportCsv({ name: safeFileName(fileName), lines: rows.slice(0, 5000) });
    if (!answer.ok) toast.error(t('quick_order.export_failed', { message: answer.error.message }));
    else if (answer.data.saved) toast.success(t('quick_order.exported'));
  }, [lines, fileName, toast, t]);
  const { busy, run } = useSingleFlight(save);
  return (
    <Button variant={variant} size={size} loading={busy} onClick={() => void run()}>
      {t('quick_order.export_csv')}
    </Button>
  );
}

/** The contract takes a plain "name.csv": an order name like "#1042" keeps only safe characters. */
export function safeFileName(name: string): string {
  const base = name.replace(/\.csv$/i, '').replace(/[^\p{L}\p{N} ._-]+/gu, '').trim().slice(0, 100) || 'lines';
  return `${base}.csv`;
}
