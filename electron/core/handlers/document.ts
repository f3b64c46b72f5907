import { access, writeFile } from 'node:fs/promises';
import { fail, ok } from '../../../contract/result';
import { attachmentLimit } from '../api/attachments';
import type { CoreDeps, Handlers } from '../deps';
import { checkDroppedPath } from '../document/droppedFiles';
import { pdfFileName } from '../document/pdfName';
import { savedPdfs } from '../document/savedPdfs';
import { DONE } from '../api/common';
import type { FileRegistry } from '../files';
import { coreText } from '../language/core-text';

type DocumentHandlers = Pick<Handlers, 'document:print' | 'document:savePdf' | 'document:openSaved' | 'files:dropped'>;

const NO_PRINTER = () => coreText('print_unavailable');
const NO_OPENER = () => coreText('pdf_no_opener');
const GONE = () => coreText('pdf_gone');

/** Print and PDF of the page on screen, and files dropped on the window. */
export function documentHandlers(deps: CoreDeps, files: FileRegistry): DocumentHandlers {
  const saved = savedPdfs();
  return {
    'document:print': async () => {
      if (!deps.printer) return fail({ kind: 'refused', message: NO_PRINTER() });
      try {
        return ok({ printed: await deps.printer.print() });
      } catch {
        return fail({ kind: 'server', message: coreText('print_failed') });
      }
    },

    // The dialog first: a buyer who cancels waits for no PDF.
    'document:savePdf': async ({ name }) => {
      if (!deps.printer || !deps.saveFile) return fail({ kind: 'refused', message: NO_PRINTER() });
      const target = await deps.saveFile(pdfFileName(name), { pageSaysWhere: true });
      if (!target) return ok({ saved: false });
      try {
        await writeFile(target, await deps.printer.pdf());
      } catch {
        return fail({ kind: 'server', message: coreText('pdf_not_saved') });
      }
      return ok({ saved: true, file: { ...saved.add(target), openable: deps.fileOpener !== undefined } });
    },

    // Only a PDF this run saved, by the id the save answered with: the page never names a path.
    'document:openSaved': async ({ id, how }) => {
      if (!deps.fileOpener) return fail({ kind: 'refused', message: NO_OPENER() });
      const path = saved.path(id);
      if (!path || !(await access(path).then(() => true, () => false))) return fail({ kind: 'not_found', message: GONE() });
      try {
        await (how === 'open' ? deps.fileOpener.open(path) : deps.fileOpener.reveal(path));
        return ok(DONE);
      } catch (error) {
        const reason = error instanceof Error ? error.message : '';
        return fail({ kind: 'server', message: reason ? coreText('pdf_not_opened_because', { reason }) : coreText('pdf_not_opened') });
      }
    },

    // Registered exactly like a picked file, so the upload path is the same; each refusal is named.
    'files:dropped': async ({ paths }) => {
      const limit = attachmentLimit(deps.settings.get());
      const checks = await Promise.all(paths.map((path) => checkDroppedPath(path, limit)));
      const accepted = [];
      const refused = [];
      for (const check of checks) {
        if (check.ok) accepted.push({ id: files.add(check.file), name: check.file.name, size: check.file.size });
        else refused.push({ name: check.name, message: check.message });
      }
      return ok({ files: accepted, refused });
    },
  };
}
