import type { Settings } from '../settings';

/** "Larger text and buttons" at a kiosk: on unless whoever set the kiosk up, or its staff in Settings, turned it off. */
export const largerTextOn = (kiosk: Settings['kiosk']): boolean => kiosk.largerText !== false;
