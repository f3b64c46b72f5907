import { describe, expect, it } from 'vitest';
import { buttonKey, menuKey } from '../../../../renderer/src/components/stores/menuKeys';

const labels = ['Acme Supply', 'Bolt Traders', 'Add a store…', 'Manage stores'];

describe('buttonKey', () => {
  it('opens on the first item with Enter, Space or ArrowDown, on the last with ArrowUp', () => {
    for (const key of ['Enter', ' ', 'ArrowDown']) expect(buttonKey(key, 4)).toEqual({ type: 'open', focus: 0 });
    expect(buttonKey('ArrowUp', 4)).toEqual({ type: 'open', focus: 3 });
  });

  it('ignores other keys and an empty menu', () => {
    expect(buttonKey('a', 4)).toEqual({ type: 'none' });
    expect(buttonKey('Enter', 0)).toEqual({ type: 'none' });
  });
});

describe('menuKey', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(menuKey('ArrowDown', 0, labels)).toEqual({ type: 'focus', index: 1 });
    expect(menuKey('ArrowDown', 3, labels)).toEqual({ type: 'focus', index: 0 });
    expect(menuKey('ArrowUp', 0, labels)).toEqual({ type: 'focus', index: 3 });
    expect(menuKey('Home', 2, labels)).toEqual({ type: 'focus', index: 0 });
    expect(menuKey('End', 0, labels)).toEqual({ type: 'focus', index: 3 });
  });

  it('chooses with Enter or Space; Escape closes onto the button, Tab closes and moves on', () => {
    expect(menuKey('Enter', 1, labels)).toEqual({ type: 'choose', index: 1 });
    expect(menuKey(' ', 2, labels)).toEqual({ type: 'choose', index: 2 });
    expect(menuKey('Escape', 1, labels)).toEqual({ type: 'close', refocusButton: true });
    expect(menuKey('Tab', 1, labels)).toEqual({ type: 'close', refocusButton: false });
  });

  it('jumps to the next item starting with a typed letter, after the focused one', () => {
    expect(menuKey('a', 0, labels)).toEqual({ type: 'focus', index: 2 });
    expect(menuKey('A', 2, labels)).toEqual({ type: 'focus', index: 0 });
    expect(menuKey('m', 0, labels)).toEqual({ type: 'focus', index: 3 });
    expect(menuKey('z', 0, labels)).toEqual({ type: 'none' });
    expect(menuKey('Shift', 0, labels)).toEqual({ type: 'none' });
  });
});
