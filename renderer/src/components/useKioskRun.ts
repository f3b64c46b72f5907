import { useEffect, useState } from 'react';
import { scannerSettings } from './scan/scannerKeys';

/**
 * Whether this run is a kiosk (a trade counter, one customer after another): null until the core
 * has said, which takes one call, asked once a run with the scanner's settings.
 */
export function useKioskRun(): boolean | null {
  const [kiosk, setKiosk] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void scannerSettings().then((settings) => current && setKiosk(settings.kiosk));
    return () => {
      current = false;
    };
  }, []);
  return kiosk;
}
