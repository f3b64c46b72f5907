import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { CartItem } from '../../../../contract/schemas/cart';
import type { Quantities } from '../../lib/quantity';
import { printingAtom } from '../../state/printing';
import { CartRow, type CartRowProps } from './CartRow';
import type { RowProblem } from './rowProblems';
import './cart-table.css';

/** Carts longer than this scroll inside the table and render only the rows in view. */
const VIRTUALIZE_AFTER = 40;
const ROW_ESTIMATE = 77;

type Shared = Omit<CartRowProps, 'item' | 'quantity' | 'offsetTop' | 'index' | 'measureRef' | 'problems'>;

interface CartTableProps extends Shared {
  items: CartItem[];
  quantities: Quantities;
  problems: ReadonlyMap<number, RowProblem[]>;
}

function CartHead() {
  const { t } = useTranslation();
  return (
    <div role="rowgroup" className="cart-table__head">
      <div role="row" className="cart-row cart-row--head" aria-rowindex={1}>
        <div role="columnheader" className="cart-row__thumb">
          <span className="visually-hidden">{t('cart.image')}</span>
        </div>
        <div role="columnheader">{t('cart.variant')}</div>
        <div role="columnheader">{t('cart.sku')}</div>
        <div role="columnheader" className="num">
          {t('cart.wholesale_price')}
        </div>
        <div role="columnheader" className="cart-row__qty">
          {t('cart.quantity')}
        </div>
        <div role="columnheader" className="num">
          {t('cart.subtotal')}
        </div>
        <div role="columnheader">
          <span className="visually-hidden">{t('cart.remove')}</span>
        </div>
      </div>
    </div>
  );
}

/** The item table in cart mode; a long cart is virtualised so one edit repaints one row. */
export function CartTable({ items, quantities, problems, ...shared }: CartTableProps) {
  const { t } = useTranslation();
  // On paper every line is there: a print or PDF renders the whole cart.
  const printing = useAtomValue(printingAtom);
  const long = items.length > VIRTUALIZE_AFTER && !printing;
  return (
    <div role="table" className="cart-table" aria-label={t('cart.items')} aria-rowcount={items.length + 1}>
      <CartHead />
      {long ? (
        <VirtualBody items={items} quantities={quantities} problems={problems} {...shared} />
      ) : (
        <div role="rowgroup" className="cart-table__body">
          {items.map((item, index) => (
            <CartRow
              key={item.variant_id}
              item={item}
              index={index}
              quantity={quantities.get(item.variant_id) ?? null}
              problems={problems.get(item.variant_id)}
              {...shared}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function VirtualBody({ items, quantities, problems, ...shared }: CartTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 6,
    getItemKey: (index) => items[index]?.variant_id ?? index,
  });
  return (
    <div ref={scrollRef} role="rowgroup" className="cart-table__body cart-table__body--virtual" tabIndex={-1}>
      <div className="cart-table__spacer" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <CartRow
              key={row.key}
              item={item}
              index={row.index}
              measureRef={virtualizer.measureElement}
              offsetTop={row.start}
              quantity={quantities.get(item.variant_id) ?? null}
              problems={problems.get(item.variant_id)}
              {...shared}
            />
          );
        })}
      </div>
    </div>
  );
}
