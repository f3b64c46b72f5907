import { describe, expect, it } from 'vitest';
import { idlePhase, saidCount, WARNING_MS } from '../../../../renderer/src/features/counter/idleCountdown';

const MINUTE = 60_000;

describe('the kiosk idle countdown', () => {
  it('warns 30 s before the sign-out, counting the seconds left, then signs out', () => {
    expect(idlePhase(0, MINUTE)).toEqual({ phase: 'active' });
    expect(idlePhase(MINUTE - WARNING_MS - 1, MINUTE)).toEqual({ phase: 'active' });
    expect(idlePhase(MINUTE - WARNING_MS, MINUTE)).toEqual({ phase: 'warning', secondsLeft: 30 });
    expect(idlePhase(MINUTE - 9_500, MINUTE)).toEqual({ phase: 'warning', secondsLeft: 10 });
    expect(idlePhase(MINUTE, MINUTE)).toEqual({ phase: 'out' });
    expect(idlePhase(10 * MINUTE, MINUTE)).toEqual({ phase: 'out' });
  });

  it('tells a screen reader the count at 30, 20, 10 and 5 s only, so each is said once', () => {
    const said = Array.from({ length: 30 }, (_, i) => saidCount(30 - i));
    expect([...new Set(said)]).toEqual([30, 20, 10, 5]);
    expect(saidCount(25)).toBe(30);
    expect(saidCount(4)).toBe(5);
  });
});
