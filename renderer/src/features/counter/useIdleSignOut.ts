import { useCallback, useEffect, useRef, useState } from 'react';
import { idlePhase, type IdlePhase } from './idleCountdown';

/** Someone is at the screen: any touch, click, key, wheel or movement. */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'input'] as const;
const TICK_MS = 1_000;

/**
 * The kiosk's idle time, counted in the page: the warning comes `WARNING_MS` before `idleMs`, any
 * input starts the time again, and `onOut` runs once when the time is up.
 */
export function useIdleSignOut(idleMs: number, onOut: () => void): { state: IdlePhase; stillHere: () => void } {
  const last = useRef(0); // set when the watch starts, below
  const out = useRef(false);
  const [state, setState] = useState<IdlePhase>({ phase: 'active' });
  const onOutRef = useRef(onOut);
  useEffect(() => {
    onOutRef.current = onOut;
  }, [onOut]);

  const check = useCallback(() => {
    if (out.current) return;
    const next = idlePhase(Date.now() - last.current, idleMs);
    setState((before) => (before.phase === next.phase && (next.phase !== 'warning' || (before.phase === 'warning' && before.secondsLeft === next.secondsLeft)) ? before : next));
    if (next.phase === 'out') {
      out.current = true;
      onOutRef.current();
    }
  }, [idleMs]);

  const stillHere = useCallback(() => {
    if (out.current) return;
    last.current = Date.now();
    setState({ phase: 'active' });
  }, []);

  useEffect(() => {
    last.current = Date.now();
    ACTIVITY.forEach((name) => window.addEventListener(name, stillHere, { capture: true, passive: true }));
    const timer = window.setInterval(check, TICK_MS);
    return () => {
      ACTIVITY.forEach((name) => window.removeEventListener(name, stillHere, { capture: true }));
      window.clearInterval(timer);
    };
  }, [check, stillHere]);

  return { state, stillHere };
}
