import { describe, expect, it } from 'vitest';
import { centredBounds } from '../../browser-shell/windowBounds';

describe("the app window's place on the screen", () => {
  it('is the desktop size, 1280 x 800, centred on the work area', () => {
    expect(centredBounds({ x: 0, y: 0, width: 1440, height: 900 })).toEqual({ x: 80, y: 50, width: 1280, height: 800 });
  });

  it('is centred on a second screen, or below a panel, where the work area starts elsewhere', () => {
    expect(centredBounds({ x: 1920, y: 32, width: 1920, height: 1048 })).toEqual({ x: 1920 + 320, y: 32 + 124, width: 1280, height: 800 });
  });

  it('fills a screen smaller than the desktop size, never past its edges', () => {
    expect(centredBounds({ x: 0, y: 0, width: 1024, height: 768 })).toEqual({ x: 0, y: 0, width: 1024, height: 768 });
    expect(centredBounds({ x: 0, y: 0, width: 1366, height: 720 })).toEqual({ x: 43, y: 0, width: 1280, height: 720 });
  });
});
