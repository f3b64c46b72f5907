/**
 * The keyboard model of a WAI-ARIA menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/):
 * what a key does on the button and inside the open menu, as a decision the component carries out.
 */
export type MenuAction =
  | { type: 'open'; focus: number }
  | { type: 'focus'; index: number }
  | { type: 'choose'; index: number }
  | { type: 'close'; refocusButton: boolean }
  | { type: 'none' };

/** A key on the closed menu's button: Enter, Space and ArrowDown open on the first item, ArrowUp on the last. */
export function buttonKey(key: string, count: number): MenuAction {
  if (count === 0) return { type: 'none' };
  if (key === 'Enter' || key === ' ' || key === 'ArrowDown') return { type: 'open', focus: 0 };
  if (key === 'ArrowUp') return { type: 'open', focus: count - 1 };
  return { type: 'none' };
}

/**
 * A key inside the open menu: arrows move and wrap, Home/End jump, Enter/Space choose, Escape
 * closes back onto the button, Tab closes and lets focus move on, a letter goes to the next item
 * whose label starts with it.
 */
export function menuKey(key: string, index: number, labels: readonly string[]): MenuAction {
  const count = labels.length;
  if (count === 0) return key === 'Escape' ? { type: 'close', refocusButton: true } : { type: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { type: 'focus', index: (index + 1) % count };
    case 'ArrowUp':
      return { type: 'focus', index: (index - 1 + count) % count };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: count - 1 };
    case 'Enter':
    case ' ':
      return { type: 'choose', index };
    case 'Escape':
      return { type: 'close', refocusButton: true };
    case 'Tab':
      return { type: 'close', refocusButton: false };
  }
  if (key.length !== 1 || !/\S/.test(key)) return { type: 'none' };
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= count; step += 1) {
    const next = (index + step) % count;
    if (labels[next]?.trim().toLocaleLowerCase().startsWith(letter)) return { type: 'focus', index: next };
  }
  return { type: 'none' };
}
