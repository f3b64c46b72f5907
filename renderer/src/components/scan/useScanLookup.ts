import { useCallback } from 'react';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { useTranslation } from '../../i18n/useTranslation';
import { catalogFindSkus } from '../../lib/api';
import { useToast } from '../toast/useToast';
import { beep } from './beep';

/**
 * The variant a scanned code names: its SKU, as the store lists it (a store that labels goods
 * with barcodes lists the barcode as the SKU). An unknown code says so with a short sound and a
 * message; null then, and nothing changes.
 */
export function useScanLookup(): (code: string) => Promise<IndexEntry | null> {
  const { t } = useTranslation();
  const toast = useToast();
  return useCallback(
    async (code: string) => {
      const answer = await catalogFindSkus({ skus: [code.slice(0, 255)] });
      if (!answer.ok) {
        beep();
        toast.error(t('scan.lookup_failed', { code, message: answer.error.message }));
        return null;
      }
      const entry = answer.data.items[0]?.entry ?? null;
      if (!entry) {
        beep();
        toast.error(t('scan.unknown', { code }));
      }
      return entry;
    },
    [toast, t],
  );
}
