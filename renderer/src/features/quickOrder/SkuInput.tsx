import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { SuggestionList } from '../../components/combobox/SuggestionList';
import { useCombobox } from '../../components/combobox/useCombobox';
import { useSuggestions } from '../../components/combobox/useSuggest';

interface SkuInputProps {
  rowKey: number;
  text: string;
  /** Suggest only while the text is not a chosen or found SKU. */
  searching: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onText: (key: number, text: string) => void;
  onChoose: (key: number, entry: IndexEntry) => void;
  /** Leaving the box (Tab, Enter, a click elsewhere) with typed text: look the SKU up. */
  onCommit: (key: number) => void;
}

/**
 * The "SKU or product" box of one row: an ARIA 1.2 combobox over the catalogue index. Only the
 * focused row asks for suggestions, so 500 pasted rows cost nothing while they sit there.
 */
export function SkuInput({ rowKey, text, searching, invalid, describedBy, onText, onChoose, onCommit }: SkuInputProps) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  const { items, current } = useSuggestions(focused && searching ? text : '');
  const choose = useCallback(
    (entry: IndexEntry) => {
      onChoose(rowKey, entry);
      // After React has applied the choice, so the blur that follows sees a found row.
      setTimeout(() => focusRowField(rowKey, 'quantity'), 0);
    },
    [onChoose, rowKey],
  );
  const combo = useCombobox(items, choose);
  return (
    <div className="combobox">
      <input
        {...combo.inputProps}
        className="input qo-row__sku-input"
        type="text"
        aria-label={t('quick_order.sku_label')}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        maxLength={255}
        data-qo-field="sku"
        data-row-key={rowKey}
        value={text}
        onChange={(event) => {
          onText(rowKey, event.target.value);
          combo.show();
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          combo.close();
          onCommit(rowKey);
        }}
        onKeyDown={(event) => {
          if (combo.onKeyDown(event)) return;
          if (event.key === 'Enter' && text.trim()) {
            event.preventDefault();
            // Enter takes the first suggestion of what is typed now (never one left from a shorter text).
            if (current && combo.open && items[0]) combo.choose(items[0]);
            else focusRowField(rowKey, 'quantity');
          }
        }}
      />
      <SuggestionList
        id={combo.listId}
        label={t('quick_order.suggestions')}
        items={items}
        open={combo.open}
        active={combo.active}
        optionId={combo.optionId}
        onChoose={combo.choose}
      />
    </div>
  );
}

/** Puts the keyboard in one row's box; rows are found by key, so the screen needs no refs. */
export function focusRowField(rowKey: number, field: 'sku' | 'quantity'): void {
  const input = document.querySelector<HTMLInputElement>(`input[data-qo-field="${field}"][data-row-key="${rowKey}"]`);
  input?.focus();
  input?.select();
}
