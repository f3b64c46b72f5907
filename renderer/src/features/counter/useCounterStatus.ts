import { useEffect, useState } from 'react';
import type { CounterStatus } from '../../../../contract/schemas/counter';
import { counterStatus } from './api';

/** The counter's status: null until the core has said (one call a run). */
export function useCounterStatus(): CounterStatus | null {
  const [status, setStatus] = useState<CounterStatus | null>(null);
  useEffect(() => {
    let current = true;
    void counterStatus().then((found) => current && setStatus(found));
    return () => {
      current = false;
    };
  }, []);
  return status;
}
