import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { comboboxKey, type ComboState } from './comboboxKeys';
import { isComposing } from '../../lib/composition';

const CLOSED: ComboState = { open: false, active: -1 };

/**
 * State and ARIA wiring of one combobox: spread `inputProps` on the input and `listProps` on the
 * listbox; `optionId(i)` names each option. `onKeyDown` answers true when it used the key (or an input method did), so the
 * input's own Enter (submit, next field) runs only when no option was chosen.
 */
export function useCombobox<T>(items: readonly T[], onChoose: (item: T) => void) {
  const listId = useId();
  const [state, setState] = useState<ComboState>(CLOSED);
  const open = state.open && items.length > 0;
  const active = open && state.active < items.length ? state.active : -1;
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);

  const choose = useCallback(
    (item: T) => {
      setState(CLOSED);
      onChoose(item);
    },
    [onChoose],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    // The IME's key (the Enter that commits a composition): used up, so the input does nothing either.
    if (isComposing(event)) return true;
    const outcome = comboboxKey({ open, active }, event.key, items.length);
    if (outcome.kind === 'ignore') return false;
    event.preventDefault();
    if (outcome.kind === 'move') setState(outcome.state);
    else if (outcome.kind === 'close') setState(CLOSED);
    else choose(items[outcome.index]!);
    return true;
  };

  return {
    open,
    active,
    optionId,
    choose,
    /** Typing shows the list again, with no option active (Enter keeps its own meaning). */
    show: useCallback(() => setState({ open: true, active: -1 }), []),
    close: useCallback(() => setState(CLOSED), []),
    onKeyDown,
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
    },
    listId,
  };
}
