import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { storefront } from '../../state/storefront';
import { priceTermsAtom } from '../../state/priceTerms';
import { quantityText, type PastedLine } from './parseLines';

interface ImportReport {
  file: string;
  problems: string[];
}

/**
 * "Import CSV": the native open dialog, main reads and parses the file, its lines become rows like
 * pasted ones. File-level problems (too large, no SKU column...) stay on screen until the next import.
 */
export function useImportCsv(onLines: (lines: PastedLine[]) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const { locale } = useAtomValue(priceTermsAtom);
  const [report, setReport] = useState<ImportReport | null>(null);
  const pick = useCallback(async () => {
    const answer = await storefront.files.importCsv();
    if (!answer.ok) {
      toast.error(t('quick_order.import_failed', { message: answer.error.message }));
      return;
    }
    const { file, lines, problems } = answer.data;
    if (!file) return; // cancelled: nothing changes
    setReport(problems.length > 0 ? { file: file.name, problems } : null);
    if (lines.length > 0) {
      onLines(lines.map((line) => ({ ...line, quantity: quantityText(line.quantity, locale) })));
      toast.success(t('quick_order.imported', { file: file.name, count: lines.length }));
    }
  }, [onLines, toast, t, locale]);
  const { busy, run } = useSingleFlight(pick);

  const button = (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void run()}>
      {t('quick_order.import_csv')}
    </Button>
  );
  const problems = report && (
    <Alert variant="warning" title={t('quick_order.import_problems', { file: report.file })} onDismiss={() => setReport(null)}>
      <ul className="qo-import-problems">
        {report.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
  return { button, problems };
}
