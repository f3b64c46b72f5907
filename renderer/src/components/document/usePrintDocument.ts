import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSetAtom } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { printingAtom } from '../../state/printing';
import { documentOpenSaved, documentPrint, documentSavePdf } from '../../lib/api';
import type { SavedFile } from '../../../../contract/schemas/document';
import { useToast } from '../toast/useToast';
import type { ToastAction } from '../toast/toastState';
import { imagesSettled } from './imagesSettled';
import './print.css';
import './print-tables.css';

export type PrintJob = 'print' | 'pdf';

// Two frames: React has committed the full-length lists and the browser has laid them out.
const laidOut = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The longest a print waits for the document's images (the store's logo) before it goes without them. */
const IMAGES_CAP_MS = 5000;

/** Laid out with its images: a logo that failed has been replaced by the store's name by then. */
async function documentReady(): Promise<void> {
  await laidOut();
  await imagesSettled(document.querySelector('.print-document') ?? document, IMAGES_CAP_MS);
  await laidOut();
}

/**
 * Print and Save as PDF of the page on screen, through the core (the system print dialog, or a
 * PDF written where the save dialog says). While either runs, every line of a long list is rendered.
 */
export function usePrintDocument() {
  const { t } = useTranslation();
  const toast = useToast();
  const setPrinting = useSetAtom(printingAtom);
  const [busy, setBusy] = useState<PrintJob | null>(null);

  // Ctrl+P and the window menu print without asking us: render every line first all the same.
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      setPrinting(false);
    };
  }, [setPrinting]);

  // Open and Show in folder on the "Saved to" toast; a failure (the file moved, no PDF reader) is said.
  const openSaved = useCallback(
    async (id: string, how: 'open' | 'folder') => {
      const answer = await documentOpenSaved({ id, how });
      if (!answer.ok) toast.error(answer.error.message || t('document.open_failed'));
    },
    [toast, t],
  );

  const run = useCallback(
    /** The PDF saved, when one was (a quote request names it beside the message). */
    async (job: PrintJob, pdfName: string): Promise<SavedFile | null> => {
      if (busy) return null;
      setBusy(job);
      setPrinting(true);
      try {
        await documentReady();
        if (job === 'print') {
          const answer = await documentPrint();
          if (!answer.ok) toast.error(answer.error.message || t('document.print_failed'));
          return null;
        }
        const answer = await documentSavePdf({ name: pdfName });
        if (!answer.ok) toast.error(answer.error.message || t('document.pdf_failed'));
        else if (answer.data.saved) {
          const { file } = answer.data;
          const actions: ToastAction[] = file.openable
            ? [
                { label: t('document.open'), run: () => void openSaved(file.id, 'open') },
                { label: t('document.show_in_folder'), run: () => void openSaved(file.id, 'folder') },
              ]
            : [];
          toast.success(t('document.pdf_saved_to', { folder: file.folder, file: file.name }), actions);
          return file;
        }
        return null;
      } finally {
        setPrinting(false);
        setBusy(null);
      }
    },
    [busy, setPrinting, toast, t, openSaved],
  );

  return { busy, run };
}
