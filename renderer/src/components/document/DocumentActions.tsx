import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../Button';
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
}

/**
 * Print / Save as PDF buttons for a page title. What goes on paper is the screen's document
 * (QuoteDocument, OrderDocument), laid out by print-document.css.
 */
export function DocumentActions({ pdfName, pdfLabel, withPrint = false }: DocumentActionsProps) {
  const { t } = useTranslation();
  const { busy, run } = usePrintDocument();
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
    </>
  );
}
