import { describe, expect, it } from 'vitest';
import { isComposing } from '../../../renderer/src/lib/composition';

describe('isComposing', () => {
  it('is true for the Enter that commits a composition, however the browser says so', () => {
    expect(isComposing({ key: 'Enter', isComposing: true, keyCode: 13 })).toBe(true);
    expect(isComposing({ key: 'Enter', isComposing: false, keyCode: 229 })).toBe(true);
    expect(isComposing({ key: 'Process', keyCode: 0 })).toBe(true);
    // React's synthetic event: the flag is on the browser's own event.
    expect(isComposing({ key: 'Enter', keyCode: 13, nativeEvent: { isComposing: true, keyCode: 13 } })).toBe(true);
    expect(isComposing({ key: 'Enter', keyCode: 13, nativeEvent: { isComposing: false, keyCode: 229 } })).toBe(true);
  });

  it('is false for plain keys, so Enter, Tab and the arrows keep their meaning', () => {
    for (const key of ['Enter', 'Tab', 'ArrowDown', 'k']) {
      expect(isComposing({ key, isComposing: false, keyCode: 13, nativeEvent: { isComposing: false, keyCode: 13 } })).toBe(false);
    }
    expect(isComposing({})).toBe(false);
  });
});
