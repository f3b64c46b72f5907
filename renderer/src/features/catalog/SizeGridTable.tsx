import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Variant } from '../../../../contract/schemas/catalog';
import { QuantityInput } from '../../components/quantity/QuantityInput';
import { StockBadge } from '../../components/StockBadge';
import { isComposing } from '../../lib/composition';
import { canOrder, fitsQuantity, stepOf, type Quantities } from '../../lib/quantity';
import { stockCheck } from '../../lib/stock';
import { gridTotals, nextCell, type GridMove, type SizeGrid } from './sizeGrid';
import { onVariantQuantityEnter } from './quantityEnter';

interface SizeGridTableProps {
  grid: SizeGrid;
  quantities: Quantities;
  onQuantity: (variantId: number, quantity: number | null) => void;
  allowPreorder: boolean;
  locale: string;
}

const CELL_FIELD = '.size-grid__qty';
const ARROWS: Record<string, GridMove> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/**
 * Size-by-colour entry: sizes down, colours across, a quantity box per variant with its stock and
 * carton step, totals per size and per colour. Tab walks the boxes row by row; the arrows move
 * between boxes (left and right only once the caret is at the text's edge, so a typed number can
 * still be corrected); Enter goes on to the next box and, in the last, adds to the cart.
 */
export function SizeGridTable({ grid, quantities, onQuantity, allowPreorder, locale }: SizeGridTableProps) {
  const { t } = useTranslation();
  const totals = gridTotals(grid, quantities);
  const usable = (variant: Variant) => canOrder(variant, allowPreorder);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isComposing(event)) return;
    const move = ARROWS[event.key];
    const field = event.target;
    if (!move || !(field instanceof HTMLInputElement) || !field.matches(CELL_FIELD) || event.altKey || event.ctrlKey || event.metaKey) {
      onVariantQuantityEnter(event, CELL_FIELD);
      return;
    }
    const atStart = field.selectionStart === 0 && field.selectionEnd === 0;
    const atEnd = field.selectionStart === field.value.length;
    if ((move === 'left' && !atStart) || (move === 'right' && !atEnd)) return;
    const to = nextCell(grid, { row: Number(field.dataset.row), column: Number(field.dataset.column) }, move, usable);
    if (!to) return;
    event.preventDefault();
    const next = event.currentTarget.querySelector<HTMLInputElement>(`${CELL_FIELD}[data-row="${to.row}"][data-column="${to.column}"]`);
    next?.focus();
    next?.select();
  };

  return (
    <div className="table-wrap size-grid-wrap" onKeyDown={onKeyDown}>
      <table className="table size-grid">
        <caption className="visually-hidden">{t('product.grid_caption')}</caption>
        <thead>
          <tr>
            <td />
            {grid.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col" className="num">
              {t('product.grid_total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row, r) => (
            <tr key={row}>
              <th scope="row">{row}</th>
              {grid.columns.map((column, c) => {
                const variant = grid.cell(r, c);
                return (
                  <td key={column} className="size-grid__cell">
                    {variant ? (
                      <GridCell variant={variant} row={r} column={c} quantity={quantities.get(variant.id) ?? null} onQuantity={onQuantity} allowPreorder={allowPreorder} locale={locale} />
                    ) : (
                      <span className="muted" aria-label={t('product.grid_none')}>
                        —
                      </span>
                    )}
                  </td>
                );
              })}
              <td className="num size-grid__total">{totals.rows[r]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('product.grid_total')}</th>
            {grid.columns.map((column, c) => (
              <td key={column} className="size-grid__total">
                {totals.columns[c]}
              </td>
            ))}
            <td className="num size-grid__total size-grid__total--all">{totals.all}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

interface GridCellProps {
  variant: Variant;
  row: number;
  column: number;
  quantity: number | null;
  onQuantity: (variantId: number, quantity: number | null) => void;
  allowPreorder: boolean;
  locale: string;
}

/** One variant's box, its stock and its carton step; a quantity that cannot be sent is flagged on the box. */
function GridCell({ variant, row, column, quantity, onQuantity, allowPreorder, locale }: GridCellProps) {
  const { t } = useTranslation();
  const step = stepOf(variant);
  const stock = stockCheck(variant, quantity, allowPreorder, step);
  const misfit = !fitsQuantity(quantity, step) || stock?.kind === 'over_stock';
  const name = variant.variant_name || variant.name;
  const errorId = useId();
  return (
    <div className="size-grid__entry">
      <QuantityInput
        className="input size-grid__qty"
        aria-label={t('product.quantity_of', { name })}
        aria-invalid={misfit || undefined}
        aria-describedby={misfit ? errorId : undefined}
        placeholder="0"
        data-item-id={variant.id}
        data-row={row}
        data-column={column}
        value={quantity}
        onQuantity={(next) => onQuantity(variant.id, next)}
        disabled={!canOrder(variant, allowPreorder)}
      />
      <StockBadge item={variant} allowPreorder={allowPreorder} count locale={locale} />
      {step > 1 && <span className="qty-hint">{t('product.grid_step', { step })}</span>}
      {misfit && <span id={errorId} className="size-grid__error">{stock?.kind === 'over_stock' ? t('product.over_stock', { count: stock.inStock }) : t('product.check_quantity')}</span>}
    </div>
  );
}
