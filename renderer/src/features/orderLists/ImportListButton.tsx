import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { skuKey } from '../../../../contract/sku';
import { Button } from '../../components/Button';
import { useSingleFlight } from '../../components/useSingleFlight';
import { useToast } from '../../components/toast/useToast';
import { useTranslation } from '../../i18n/useTranslation';
import { priceTermsAtom } from '../../state/priceTerms';
import { catalogFindSkus, filesImportCsv, listsCreate } from '../../lib/api';
import { importedList } from './listLines';

/**
 * "Import CSV or Excel": a file shared by a colleague (or exported here) becomes a new list named after it.
 * The file goes through the same open dialog and reader as quick order's import; every SKU is looked
 * up, and what cannot be used is said, never guessed.
 */
export function ImportListButton({ currency, onImported }: { currency: string; onImported: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const terms = useAtomValue(priceTermsAtom);
  const pick = async () => {
    const answer = await filesImportCsv();
    if (!answer.ok) return toast.error(t('quick_order.import_failed', { message: answer.error.message }));
    const { file, lines, problems } = answer.data;
    if (!file) return; // cancelled: nothing changes
    for (const problem of problems) toast.error(problem);
    const skus = [...new Set(lines.map((line) => line.sku.trim()).filter((sku) => sku.length > 0 && sku.length <= 255))];
    const found = skus.length > 0 ? await catalogFindSkus({ skus }) : null;
    if (found && !found.ok) return toast.error(t('quick_order.import_failed', { message: found.error.message }));
    const entries = new Map((found?.data.items ?? []).map((item) => [skuKey(item.sku), item.entry]));
    const list = importedList(lines, entries, terms.wholesale);
    for (const bad of list.badQuantity) toast.error(t('order_lists.import_bad_quantity', { line: bad.line, quantity: bad.quantity }));
    if (list.unknown.length > 0) toast.error(t('order_lists.import_unknown', { skus: list.unknown.join(', ') }));
    if (list.lines.length === 0) return toast.error(t('order_lists.import_nothing', { file: file.name }));
    const name = file.name.replace(/\.(csv|tsv|txt|xlsx)$/i, '').slice(0, 120) || file.name;
    const created = await listsCreate({ name, currency, lines: list.lines.slice(0, 1000) });
    if (!created.ok) return toast.error(t('order_lists.create_failed', { message: created.error.message }));
    toast.success(t('order_lists.imported', { name: created.data.name, file: file.name, count: created.data.lines.length }));
    onImported();
    navigate(`/lists/${created.data.id}`);
  };
  const { busy, run } = useSingleFlight(pick);
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={() => void run()}>
      {t('quick_order.import_file')}
    </Button>
  );
}
