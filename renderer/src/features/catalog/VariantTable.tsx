import type { Variant } from '../../../../contract/schemas/catalog';
import type { Quantities } from '../../lib/quantity';
import type { PriceTerms } from '../../state/priceTerms';
import { VariantRow } from './VariantRow';
import { onVariantQuantityEnter } from './quantityEnter';
import { VariantTableHead } from './VariantTableHead';

interface VariantTableProps {
  variants: Variant[];
  quantities: Quantities;
  onQuantity: (variantId: number, quantity: number | null) => void;
  currency: string;
  locale: string;
  terms: PriceTerms;
}

/**
 * The variant table in listing mode: variant, SKU, tiers, unit price, quantity, subtotal. A customer
 * without wholesale prices gets no tiers column: the note above the table says why.
 */
export function VariantTable({ variants, quantities, ...shared }: VariantTableProps) {
  return (
    <div className="table-wrap variant-table-wrap" onKeyDown={onVariantQuantityEnter}>
      <table className="table card-table variant-table">
        <VariantTableHead wholesaleCustomer={shared.terms.wholesaleCustomer} />
        <tbody>
          {variants.map((variant) => (
            <VariantRow key={variant.id} variant={variant} quantity={quantities.get(variant.id) ?? null} {...shared} watch />
          ))}
        </tbody>
      </table>
    </div>
  );
}
