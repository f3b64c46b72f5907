/** The zoom steps offered: the layout is made to hold from 80 % to 200 %. */
export const ZOOM_STEPS = [0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2] as const;

const nearest = (factor: number) =>
  ZOOM_STEPS.reduce((best, step) => (Math.abs(step - factor) < Math.abs(best - factor) ? step : best), 1 as number);

/** The zoom after Ctrl/Cmd with +, - or 0 (or the wheel): one step, never past either end. */
export function nextZoom(current: number, direction: 'in' | 'out' | 'reset'): number {
  if (direction === 'reset') return 1;
  const at = ZOOM_STEPS.indexOf(nearest(current) as (typeof ZOOM_STEPS)[number]);
  const next = direction === 'in' ? Math.min(at + 1, ZOOM_STEPS.length - 1) : Math.max(at - 1, 0);
  return ZOOM_STEPS[next]!;
}

/** A kept zoom as it is applied: a step, whatever a hand-edited settings file says. */
export const keptZoom = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? nearest(value) : 1);
