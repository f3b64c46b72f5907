import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';
import { formatDateTime } from '../../i18n/dates';
import { shopAtom } from '../../state/shop';
import { usePrintDocument } from './usePrintDocument';
import './print.css';
import './print-tables.css';

interface DocumentActionsProps {
  /** The PDF's suggested file name, e.g. "Order #1042" (the core makes it safe and adds .pdf). */
  pdfName: string;
  /** Label of the PDF button ("Save as PDF", "Save quote as PDF"). */
  pdfLabel?: string;
  /** Also offer the system print dialog. */
  withPrint?: boolean;
  /** A quote: the printed page is titled "Quote" with today's date instead of the screen's title. */
  quote?: boolean;
}

/**
 * Print / Save as PDF buttons for a page title, and what only paper shows: the date it was
 * printed, or the quote heading. The page's layout on paper is print.css.
 */
export function DocumentActions({ pdfName, pdfLabel, withPrint = false, quote = false }: DocumentActionsProps) {
  const { t } = useTranslation();
  const { busy, run } = usePrintDocument();
  const locale = useAtomValue(shopAtom)?.locale;
  const now = formatDateTime(new Date().toISOString(), locale);
  return (
    <>
      {withPrint && (
        <Button variant="secondary" loading={busy === 'print'} disabled={busy === 'pdf'} onClick={() => void run('print', pdfName)}>
          {t('document.print')}
        </Button>
      )}
      <Button variant="secondary" loading={busy === 'pdf'} disabled={busy === 'print'} onClick={() => void run('pdf', pdfName)}>
        {pdfLabel ?? t('document.save_pdf')}
      </Button>
      {quote ? (
        <div className="print-only print-quote">
          <p className="print-quote__title">{t('document.quote_title')}</p>
          <p>{t('document.quote_date', { date: now })}</p>
        </div>
      ) : (
        <p className="print-only print-stamp">{t('document.printed_on', { date: now })}</p>
      )}
    </>
  );
}
