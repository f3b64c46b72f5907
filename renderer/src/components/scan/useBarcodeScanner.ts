import { useEffect, useLayoutEffect, useRef } from 'react';
import { registerScanHandler, type ScanHandler } from './scannerKeys';

/** A screen's own scans come before the kiosk-wide handler's. */
export const SCREEN_PRIORITY = 1;
export const KIOSK_PRIORITY = 0;

/**
 * Takes barcode scanner input while the component is on screen: `onScan` gets each scanned
 * code, from whichever control has the keyboard. Typing is left alone.
 */
export function useBarcodeScanner(onScan: ScanHandler, { enabled = true, priority = SCREEN_PRIORITY } = {}): void {
  const handler = useRef(onScan);
  useLayoutEffect(() => {
    handler.current = onScan;
  });
  useEffect(() => (enabled ? registerScanHandler(handler, priority) : undefined), [enabled, priority]);
}
