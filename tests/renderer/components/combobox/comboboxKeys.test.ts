import { describe, expect, it } from 'vitest';
import { comboboxKey } from '../../../../renderer/src/components/combobox/comboboxKeys';

const closed = { open: false, active: -1 };
const at = (active: number) => ({ open: true, active });

describe('comboboxKey', () => {
  it('opens on Down at the first option and on Up at the last', () => {
    expect(comboboxKey(closed, 'ArrowDown', 3)).toEqual({ kind: 'move', state: at(0) });
    expect(comboboxKey(closed, 'ArrowUp', 3)).toEqual({ kind: 'move', state: at(2) });
  });

  it('moves and wraps around the ends', () => {
    expect(comboboxKey(at(2), 'ArrowDown', 3)).toEqual({ kind: 'move', state: at(0) });
    expect(comboboxKey(at(0), 'ArrowUp', 3)).toEqual({ kind: 'move', state: at(2) });
    expect(comboboxKey(at(-1), 'ArrowDown', 3)).toEqual({ kind: 'move', state: at(0) });
  });

  it('chooses the active option on Enter, and leaves Enter to the input when none is active', () => {
    expect(comboboxKey(at(1), 'Enter', 3)).toEqual({ kind: 'choose', index: 1 });
    expect(comboboxKey(at(-1), 'Enter', 3)).toEqual({ kind: 'ignore' });
    expect(comboboxKey(closed, 'Enter', 3)).toEqual({ kind: 'ignore' });
  });

  it('closes on Escape, and leaves Escape alone when closed', () => {
    expect(comboboxKey(at(1), 'Escape', 3)).toEqual({ kind: 'close' });
    expect(comboboxKey(closed, 'Escape', 3)).toEqual({ kind: 'ignore' });
  });

  it('does nothing with the arrows when there is nothing to show', () => {
    expect(comboboxKey(closed, 'ArrowDown', 0)).toEqual({ kind: 'ignore' });
  });
});
