import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { HashLink } from '../../components/HashLink';
import { ExportMenu } from '../../components/menu/ExportMenu';
import { PageTitle } from '../../components/PageTitle';
import { PendingCancel } from '../../components/PendingCancel';
import { WholesaleNote } from '../../components/WholesaleNote';
import { formatMoney } from '../../lib/money';
import { priceTermsAtom } from '../../state/priceTerms';
import { customerAtom } from '../../state/shop';
import { IndexStatusLine } from './IndexStatusLine';
import { PastePanel } from './PastePanel';
import { QuickOrderTable } from './QuickOrderTable';
import { focusRowField } from './SkuInput';
import { rowExportLines, rowListLines } from './rowExport';
import { useAddAllToCart } from './useAddAllToCart';
import { useImportCsv } from './useImportCsv';
import { useQuickOrderRows } from './useQuickOrderRows';
import { useRowChecks } from './useRowChecks';
import './quick-order.css';
import { useStoreWritable } from '../../components/useStoreWritable';
import { useBarcodeScanner } from '../../components/scan/useBarcodeScanner';
import { useScanLookup } from '../../components/scan/useScanLookup';
import { CameraScanButton } from '../../components/scan/CameraScanButton';
import { stepOf } from '../../lib/quantity';
import { isComposing } from '../../lib/composition';

/** /quick-order: order by SKU. Type rows, paste lines or import a CSV or Excel file, then add all to the cart in one call. */
export default function QuickOrderScreen() {
  const { t } = useTranslation();
  const store = useStoreWritable();
  const terms = useAtomValue(priceTermsAtom);
  const customer = useAtomValue(customerAtom);
  const { rows, handlers, addLines, settledRows, removeRows, lookupError } = useQuickOrderRows(customer?.email ?? '');
  const { checks, totals } = useRowChecks(rows, terms);
  const { adding, addAll, cancel, outcome } = useAddAllToCart(settledRows, removeRows, terms);
  const csv = useImportCsv(addLines);
  const exportLines = useCallback(() => rowExportLines(checks), [checks]);
  // A scanned code adds one carton step of its variant: a new line, or more on the line it has.
  const lookup = useScanLookup();
  useBarcodeScanner(async (code) => {
    const entry = await lookup(code);
    if (entry?.variant.sku) addLines([{ sku: entry.variant.sku, quantity: String(stepOf(entry.variant)) }]);
  });
  const listLines = useCallback(() => rowListLines(checks), [checks]);
  // The screen is for typing SKUs: the keyboard starts in the SKU box of the blank line (the first
  // box on an empty screen; below the lines kept from last time, which are added above it). Only on
  // arrival: later rows must not pull the keyboard back.
  const arrived = useRef(false);
  const blankRow = rows.at(-1)?.key;
  useEffect(() => {
    if (arrived.current || blankRow === undefined) return;
    arrived.current = true;
    focusRowField(blankRow, 'sku');
  }, [blankRow]);
  // Ctrl+Enter anywhere on the screen adds every ready line, as the button does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || isComposing(event) || !(event.ctrlKey || event.metaKey) || adding || !store.writable) return;
    event.preventDefault();
    void addAll();
  };

  return (
    <section className="quick-order" onKeyDown={onKeyDown}>
      <PageTitle
        title={t('quick_order.title')}
        subtitle={t('quick_order.intro')}
        actions={
          <>
            {csv.button}
            <ExportMenu
              fileName="quick-order"
              lines={exportLines}
              list={{ lines: listLines, currency: customer?.currency ?? '', defaultName: t('order_lists.name_from_quick_order') }}
            />
            <CameraScanButton />
          </>
        }
      />
      <IndexStatusLine locale={terms.locale} />
      <WholesaleNote />
      {csv.problems}
      {lookupError && <Alert variant="danger">{t('quick_order.lookup_failed', { message: lookupError })}</Alert>}
      {outcome && (
        <Alert variant="success">
          {t('quick_order.added', { count: outcome.added })}
          {outcome.left > 0 && ` ${t('quick_order.some_left', { count: outcome.left })}`}{' '}
          {/* The lines are in the cart now: the way there is in the notice that says so. */}
          <HashLink to="/cart">{t('quick_order.view_cart')}</HashLink>
        </Alert>
      )}
      <div className="quick-order__layout">
        <QuickOrderTable rows={rows} checks={checks} allowPreorder={terms.allowPreorder} locale={terms.locale} handlers={handlers} />
        <aside className="quick-order__side">
          <div className="panel quick-order__summary">
            <p className="quick-order__total" aria-live="polite">
              <span>{t('quick_order.total')}</span>
              <strong>{totals.currency ? formatMoney(totals.amount, totals.currency, terms.locale) : '—'}</strong>
            </p>
            <p className="quick-order__count">
              {t('quick_order.total_lines_and_units', { lines: t('quick_order.total_lines', { count: totals.lines }), units: t('quick_order.total_units', { count: totals.units }) })}
            </p>
            <Button block size="lg" onClick={addAll} loading={adding} disabled={!store.writable} aria-describedby={store.describedBy}>
              {adding ? t('quick_order.adding') : t('quick_order.add_all')}
            </Button>
            {store.note}
            <PendingCancel pending={adding} onCancel={cancel} note={t('product.adding_slow')} label={t('product.cancel_adding')} />
          </div>
          <PastePanel onLines={addLines} />
        </aside>
      </div>
    </section>
  );
}
