import { lazy, Suspense } from 'react';
import { useKeptDrafts } from './useKeptDrafts';

/** Its code (sending, conflicts) is loaded only for a buyer who has kept drafts: most starts have none. */
const DraftsPanel = lazy(() => import('./DraftsPanel'));

/** Quantities typed but never sent (a quit, a crash, an offline spell) are offered back. */
export function DraftsPrompt() {
  const kept = useKeptDrafts();
  if (kept.drafts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DraftsPanel {...kept} />
    </Suspense>
  );
}
