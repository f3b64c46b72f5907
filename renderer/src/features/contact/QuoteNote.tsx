import { useTranslation } from '../../i18n/useTranslation';
import type { QuoteRequest } from '../../state/quoteRequest';

/** Above a quote request's form: how many lines it asks about, and where the quote PDF was saved for the buyer's own mail. */
export function QuoteNote({ quote }: { quote: QuoteRequest }) {
  const { t } = useTranslation();
  return (
    <div className="contact-quote" role="note">
      <p className="contact-quote__title">{t('contact.quote_lines', { count: quote.lines.length })}</p>
      <p className="contact-quote__pdf">{quote.pdf ? t('contact.quote_pdf_saved', { file: quote.pdf.name, folder: quote.pdf.folder }) : t('contact.quote_pdf_none')}</p>
    </div>
  );
}
