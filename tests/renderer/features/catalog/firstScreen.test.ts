import { describe, expect, it } from 'vitest';
import { firstScreenOf } from '../../../../renderer/src/features/catalog/firstScreen';

describe('firstScreenOf (the cards rendered before the rest of the page)', () => {
  it('covers the rows a window shows, across the grid columns', () => {
    expect(firstScreenOf('grid', 1440, 900)).toBe(6); // two rows of three show at 1440 x 900
    expect(firstScreenOf('grid', 1920, 1080)).toBe(9); // the container stops at 1200 px: a third row shows
    expect(firstScreenOf('grid', 420, 800)).toBe(6); // two columns below 768 px
  });

  it('counts a list by its rows', () => {
    expect(firstScreenOf('list', 1440, 900)).toBe(9);
  });

  it('never renders fewer than a full row', () => {
    expect(firstScreenOf('grid', 1440, 1)).toBe(3);
    expect(firstScreenOf('list', 1440, 1)).toBe(1);
    expect(firstScreenOf('grid', 1440, 0)).toBe(3); // minimised: no height to go by
    expect(firstScreenOf('list', 1440, 0)).toBe(1);
  });
});
