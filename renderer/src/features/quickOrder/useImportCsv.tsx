import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { ImportedCsv } from '../../../../contract/schemas/quickOrder';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/Field';
import { useFileDrop } from '../../components/useFileDrop';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { filesDropped, filesImportCsv } from '../../lib/api';
import { filesImportDropped, filesImportSheet, filesSaveTemplate } from './api';
import { priceTermsAtom } from '../../state/priceTerms';
import { quantityText, type PastedLine } from './parseLines';

interface ImportReport {
  file: string;
  problems: string[];
}

/** A workbook of several sheets, read at its first: nothing is added until the buyer says which sheet. */
interface SheetChoice {
  answer: ImportedCsv;
  chosen: string;
}

/**
 * "Import CSV or Excel": the native open dialog, main reads and parses the file, its lines become
 * rows like pasted ones. A workbook of several sheets asks which sheet first. File-level problems
 * (too large, no SKU column...) stay on screen until the next import. A file dropped on the window
 * is imported the same way. "Download template" saves
 * an empty workbook to fill in.
 */
export function useImportCsv(onLines: (lines: PastedLine[]) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const { locale } = useAtomValue(priceTermsAtom);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [choice, setChoice] = useState<SheetChoice | null>(null);

  const take = useCallback(
    (answer: ImportedCsv) => {
      const { file, lines, problems } = answer;
      if (!file) return; // cancelled: nothing changes
      setReport(problems.length > 0 ? { file: file.name, problems } : null);
      if (lines.length > 0) {
        onLines(lines.map((line) => ({ ...line, quantity: quantityText(line.quantity, locale) })));
        toast.success(t('quick_order.imported', { file: file.name, count: lines.length }));
      }
    },
    [onLines, toast, t, locale],
  );

  const arrived = useCallback(
    (answer: Awaited<ReturnType<typeof filesImportCsv>>) => {
      if (!answer.ok) {
        toast.error(t('quick_order.import_failed', { message: answer.error.message }));
        return;
      }
      setChoice(null);
      const sheet = answer.data.sheet;
      if (sheet && sheet.names.length > 1) setChoice({ answer: answer.data, chosen: sheet.name });
      else take(answer.data);
    },
    [take, toast, t],
  );
  const pick = useCallback(async () => arrived(await filesImportCsv()), [arrived]);
  const importing = useSingleFlight(pick);

  // A file dragged from the desktop comes in as a picked one would: the first one dropped, checked by the core first.
  const drop = useCallback(
    async (files: File[]) => {
      const held = await filesDropped(files.slice(0, 1));
      const refused = held.ok ? held.data.refused[0]?.message : held.error.message;
      const file = held.ok ? held.data.files[0] : undefined;
      if (refused || !file) {
        toast.error(t('quick_order.import_failed', { message: refused ?? '' }));
        return;
      }
      arrived(await filesImportDropped({ id: file.id }));
    },
    [arrived, toast, t],
  );
  const over = useFileDrop((files) => void drop(files));

  const readChosen = useCallback(async () => {
    if (!choice) return;
    if (choice.chosen === choice.answer.sheet?.name) {
      setChoice(null);
      take(choice.answer);
      return;
    }
    const answer = await filesImportSheet({ sheet: choice.chosen });
    setChoice(null);
    if (!answer.ok) toast.error(t('quick_order.import_failed', { message: answer.error.message }));
    else take(answer.data);
  }, [choice, take, toast, t]);
  const reading = useSingleFlight(readChosen);

  const saveTemplate = useCallback(async () => {
    const answer = await filesSaveTemplate();
    if (!answer.ok) toast.error(t('quick_order.template_failed', { message: answer.error.message }));
    else if (answer.data.saved) toast.success(t('quick_order.template_saved'));
  }, [toast, t]);
  const template = useSingleFlight(saveTemplate);

  const button = (
    <>
      <Button variant="secondary" size="sm" loading={importing.busy} onClick={() => void importing.run()}>
        {t('quick_order.import_file')}
      </Button>
      <Button variant="ghost" size="sm" loading={template.busy} onClick={() => void template.run()}>
        {t('quick_order.download_template')}
      </Button>
    </>
  );
  const sheetChooser = choice && choice.answer.sheet && (
    <Alert variant="info" title={t('quick_order.choose_sheet_title', { file: choice.answer.file?.name ?? '', count: choice.answer.sheet.names.length })} onDismiss={() => setChoice(null)}>
      <div className="qo-sheet-choice">
        <SelectField label={t('quick_order.sheet_label')} value={choice.chosen} onChange={(event) => setChoice({ ...choice, chosen: event.target.value })}>
          {choice.answer.sheet.names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <Button size="sm" loading={reading.busy} onClick={() => void reading.run()}>
          {t('quick_order.import_sheet')}
        </Button>
      </div>
    </Alert>
  );
  const problems = (
    <>
      {over && <Alert variant="info">{t('quick_order.drop_here')}</Alert>}
      {sheetChooser}
      {report && (
        <Alert variant="warning" title={t('quick_order.import_problems', { file: report.file })} onDismiss={() => setReport(null)}>
          <ul className="qo-import-problems">
            {report.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
  return { button, problems };
}
