import type { ScannerSettings } from '../../../../contract/schemas/desktop';
import { appScanner } from '../../lib/api';
import { restoreField, snapshotField, type FieldSnapshot } from './fieldRestore';
import { createWedgeDetector, DEFAULT_THRESHOLDS } from './wedgeDetector';
import { isComposing } from '../../lib/composition';

/**
 * The one keyboard listener behind every screen that takes scans. It listens before the page
 * does (capture on the window), so a scan's Enter or Tab never submits a form or moves the
 * keyboard, wherever the keyboard is on the screen. The screen that registered last with the
 * highest priority gets the code: a screen's own handler before the kiosk-wide one.
 */
export type ScanHandler = (code: string) => void;

interface Registration {
  priority: number;
  handler: { current: ScanHandler };
}

const registrations: Registration[] = [];
let detector = createWedgeDetector(DEFAULT_THRESHOLDS);
let snapshot: FieldSnapshot | null = null;
let settings: Promise<ScannerSettings> | null = null;
let listening = false;

/** The thresholds in the settings file and whether this run is a kiosk; asked once. */
export function scannerSettings(): Promise<ScannerSettings> {
  settings ??= appScanner().then((answer) => (answer.ok ? answer.data : { ...DEFAULT_THRESHOLDS, kiosk: false }));
  return settings;
}

/** Hands a code to the screen that takes scans (the camera's reads go the scanner's way); false when none does. */
export function deliverScan(code: string): boolean {
  if (registrations.length === 0) return false;
  const top = registrations.reduce((best, next) => (next.priority >= best.priority ? next : best));
  top.handler.current(code);
  return true;
}

function onKeyDown(event: KeyboardEvent) {
  if (registrations.length === 0 || isComposing(event)) return;
  const signal = detector.feed({ key: event.key, time: event.timeStamp, modified: event.ctrlKey || event.altKey || event.metaKey });
  if (signal?.kind === 'start') snapshot = snapshotField(document.activeElement);
  if (signal?.kind !== 'scan' && signal?.kind !== 'loose') return;
  // A burst slower than the scanner's pace may be quick typing, except where a code has no
  // business: a quantity box never keeps one as digits (12 would become 12000101).
  if (signal.kind === 'loose' && !isQuantityBox(snapshot?.element ?? document.activeElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  restoreField(snapshot);
  snapshot = null;
  if (deliverScan(signal.code)) detector.learn();
}

function isQuantityBox(element: Element | null): boolean {
  return element instanceof HTMLInputElement && element.hasAttribute('data-quantity-input');
}

/** The detector with the thresholds in the settings file, once read. */
function readThresholds() {
  void scannerSettings().then((found) => {
    detector = createWedgeDetector({ minLength: found.minLength, maxGapMs: found.maxGapMs });
  });
}

/** The thresholds were changed in Settings: read again, so the next burst is judged by them. */
export function thresholdsChanged(): void {
  settings = null;
  if (listening) readThresholds();
}

export function registerScanHandler(handler: { current: ScanHandler }, priority: number): () => void {
  const registration = { priority, handler };
  registrations.push(registration);
  if (!listening) {
    listening = true;
    window.addEventListener('keydown', onKeyDown, true);
    readThresholds();
  }
  return () => {
    const at = registrations.indexOf(registration);
    if (at >= 0) registrations.splice(at, 1);
    if (registrations.length === 0) detector.reset();
  };
}
