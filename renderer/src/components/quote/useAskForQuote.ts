import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import type { QuoteLine } from '../../lib/quoteRequest';
import { quoteRequestAtom } from '../../state/quoteRequest';
import { usePrintDocument } from '../document/usePrintDocument';

/**
 * "Ask for a quote": the screen's quote PDF saved first where the screen has one (for the buyer to
 * attach in their own mail; a cancelled save dialog asks on without it), then the contact form
 * opened with the lines filled in.
 */
export function useAskForQuote(lines: () => QuoteLine[], currency: string, pdfName: string | null) {
  const navigate = useNavigate();
  const setRequest = useSetAtom(quoteRequestAtom);
  const document = usePrintDocument();
  const ask = useCallback(async () => {
    const pdf = pdfName ? await document.run('pdf', pdfName) : null;
    setRequest({ lines: lines(), currency, pdf });
    navigate('/contact_us');
  }, [document, pdfName, lines, currency, setRequest, navigate]);
  return { busy: document.busy !== null, ask };
}
