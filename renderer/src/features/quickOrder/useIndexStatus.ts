import { useCallback, useEffect, useState } from 'react';
import type { IndexStatus } from '../../../../contract/schemas/quickOrder';
import { catalogIndexStatus, catalogRefreshIndex } from './api';
import { onCoreEvent } from '../../lib/api';

/**
 * The catalogue index's state: asked once, then followed through `catalog:index` events.
 * `refresh` starts a walk now; its progress arrives as events. null until the first answer
 * (or when the core cannot say): the screen then shows no status line, and still works.
 */
export function useIndexStatus(): { status: IndexStatus | null; refresh: () => Promise<void> } {
  const [status, setStatus] = useState<IndexStatus | null>(null);
  useEffect(() => {
    let live = true;
    const off = onCoreEvent('catalog:index', (next) => setStatus(next));
    void catalogIndexStatus().then((answer) => {
      // An event that came first is newer than this answer.
      if (live && answer.ok) setStatus((current) => current ?? answer.data);
    });
    return () => {
      live = false;
      off();
    };
  }, []);
  const refresh = useCallback(async () => {
    const answer = await catalogRefreshIndex();
    if (answer.ok) setStatus(answer.data);
  }, []);
  return { status, refresh };
}
