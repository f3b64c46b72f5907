import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import './suggestions.css';

interface SuggestionListProps {
  id: string;
  label: string;
  items: readonly IndexEntry[];
  open: boolean;
  active: number;
  optionId: (index: number) => string;
  onChoose: (entry: IndexEntry) => void;
}

/**
 * The listbox of a catalogue combobox: SKU, product and variant per option. It stays in the DOM
 * while closed (hidden) so the input's aria-controls always points at something. A press on an
 * option keeps the focus in the input (mousedown is cancelled), the click chooses it.
 */
export function SuggestionList({ id, label, items, open, active, optionId, onChoose }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="suggestions" hidden={!open}>
      {open &&
        items.map((entry, index) => (
          <li
            key={entry.variant.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'suggestions__option suggestions__option--active' : 'suggestions__option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(entry)}
          >
            <span className="suggestions__sku">{entry.variant.sku ?? '—'}</span>
            <span className="suggestions__title">{entry.product.title}</span>
            {entry.variant.variant_name && <span className="suggestions__variant">{entry.variant.variant_name}</span>}
          </li>
        ))}
    </ul>
  );
}
