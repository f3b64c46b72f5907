import { useTranslation } from '../../i18n/useTranslation';
import { Button, type ButtonSize } from '../Button';
import { usePrintDocument } from './usePrintDocument';

/**
 * Print, for a page title: what goes on paper is the screen's document (OrderDocument), laid out
 * by print-document.css. Its PDF is in the page's Export menu.
 */
export function PrintButton({ pdfName, size = 'sm' }: { pdfName: string; size?: ButtonSize }) {
  const { t } = useTranslation();
  const { busy, run } = usePrintDocument();
  return (
    <Button variant="secondary" size={size} loading={busy === 'print'} onClick={() => void run('print', pdfName)}>
      {t('document.print')}
    </Button>
  );
}
