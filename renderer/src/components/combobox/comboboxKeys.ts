/**
 * The keyboard of an ARIA 1.2 combobox with a listbox popup, as a pure function: Down and Up move
 * the active option (opening the list, wrapping at the ends), Enter chooses the active option,
 * Escape closes. Anything else is left to the input.
 */
export interface ComboState {
  open: boolean;
  /** Index of the active option, -1 for none (the input's own text). */
  active: number;
}

export type ComboOutcome =
  | { kind: 'move'; state: ComboState }
  | { kind: 'choose'; index: number }
  | { kind: 'close' }
  | { kind: 'ignore' };

export function comboboxKey(state: ComboState, key: string, count: number): ComboOutcome {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return { kind: 'ignore' };
      if (!state.open) return { kind: 'move', state: { open: true, active: 0 } };
      return { kind: 'move', state: { open: true, active: (state.active + 1) % count } };
    case 'ArrowUp':
      if (count === 0) return { kind: 'ignore' };
      if (!state.open) return { kind: 'move', state: { open: true, active: count - 1 } };
      return { kind: 'move', state: { open: true, active: state.active <= 0 ? count - 1 : state.active - 1 } };
    case 'Enter':
      return state.open && state.active >= 0 && state.active < count ? { kind: 'choose', index: state.active } : { kind: 'ignore' };
    case 'Escape':
      return state.open ? { kind: 'close' } : { kind: 'ignore' };
    default:
      return { kind: 'ignore' };
  }
}
