import type { OrderListLine } from '../../../../contract/schemas/orderLists';
import { useTranslation } from '../../i18n/useTranslation';
import { usePrintDocument } from '../document/usePrintDocument';
import { useExportLines, type ExportLine } from '../ExportCsvButton';
import { useSaveAsList } from '../workspace/useSaveAsList';
import type { ButtonSize } from '../Button';
import { MenuButton, type MenuItem } from './MenuButton';

interface ExportMenuProps {
  /** The exported file's suggested name, without extension ("cart", "order-1042"). */
  fileName: string;
  /** Read when chosen, so a screen hands its lines as they are then. */
  lines: () => ExportLine[];
  /** The same lines for "Save as order list" (none on a saved list's own page). */
  list?: { lines: () => OrderListLine[]; currency: string; defaultName: string };
  /** The screen's document as a PDF ("Save quote as PDF"), where the screen has one. */
  pdf?: { name: string; label?: string };
  size?: ButtonSize;
}

const NO_LIST = { lines: () => [], currency: '', defaultName: '' };

/**
 * The heading's one "Export" menu: the document as a PDF (where there is one), the lines as CSV
 * or Excel, and the lines kept as an order list: what takes the lines elsewhere, in one button's room.
 */
export function ExportMenu({ fileName, lines, list, pdf, size = 'sm' }: ExportMenuProps) {
  const { t } = useTranslation();
  const document = usePrintDocument();
  const exports = useExportLines(fileName, lines);
  const saveAsList = useSaveAsList(list ?? NO_LIST);
  const items: MenuItem[] = [
    ...(pdf ? [{ label: pdf.label ?? t('document.save_pdf'), run: () => void document.run('pdf', pdf.name) }] : []),
    { label: t('quick_order.export_csv'), run: () => void exports.run('csv') },
    { label: t('quick_order.export_xlsx'), run: () => void exports.run('xlsx') },
    ...(list ? [{ label: t('order_lists.save_as_list'), run: saveAsList.start, separated: true }] : []),
  ];
  return (
    <>
      <MenuButton label={t('document.export_menu')} items={items} busy={document.busy !== null || exports.busy} size={size} />
      {saveAsList.dialog}
    </>
  );
}
