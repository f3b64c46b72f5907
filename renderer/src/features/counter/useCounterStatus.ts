import { useEffect, useState } from 'react';
import type { CounterStatus } from '../../../../contract/schemas/counter';
import { counterStatus, onCounterStatus } from './api';

/** The counter's status: null until the core has said (one call a run), then as Settings change it. */
export function useCounterStatus(): CounterStatus | null {
  const [status, setStatus] = useState<CounterStatus | null>(null);
  useEffect(() => {
    let current = true;
    // A change told before the first answer arrived is newer than that answer.
    void counterStatus().then((found) => current && setStatus((shown) => shown ?? found));
    const off = onCounterStatus(setStatus);
    return () => {
      current = false;
      off();
    };
  }, []);
  return status;
}
