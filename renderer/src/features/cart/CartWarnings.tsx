import { useTranslation } from '../../i18n/useTranslation';
import type { InventoryWarning, ItemWarning } from '../../../../contract/schemas/cart';
import { Alert } from '../../components/Alert';
import { inventoryWarningText, itemWarningText } from './rowProblems';

interface CartWarningsProps {
  inventory: InventoryWarning[];
  items: ItemWarning[];
  currency: string;
  locale: string;
}

/** The store's warnings, worded from the dictionary by type (the store's English is a fallback). */
export function CartWarnings({ inventory, items, currency, locale }: CartWarningsProps) {
  const { t } = useTranslation();
  if (inventory.length === 0 && items.length === 0) return null;
  const lines = [
    // A store's warning may name no variant: the position keeps each line's key apart.
    ...inventory.map((w, i) => ({
      id: `inventory-${i}-${w.variant_id}-${w.type}`,
      text: inventoryWarningText(t, w),
    })),
    ...items.map((w, i) => ({
      id: `item-${i}-${w.variant_id}-${w.type}`,
      text: itemWarningText(t, w, currency, locale),
    })),
  ];
  return (
    <Alert variant="warning" className="cart-warnings">
      <ul className="cart-warnings__list">
        {lines.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ul>
    </Alert>
  );
}
