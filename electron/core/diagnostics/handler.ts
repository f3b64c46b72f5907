import { writeFile } from 'node:fs/promises';
import { fail, ok } from '../../../contract/result';
import type { CoreDeps, Emit, Handlers } from '../deps';
import { diagnosticsZip } from './bundle';
import { coreText } from '../language/core-text';

/** Enough to see a bad afternoon's comings and goings of the store, not a month of them. */
const CONNECTIVITY_KEPT = 50;

export const DIAGNOSTICS_MESSAGES = {
  get unavailable() {
    return coreText('diagnostics_unavailable');
  },
  get notWritten() {
    return coreText('diagnostics_not_written');
  },
} as const;

/**
 * "Export diagnostics": the core's emit is watched for the store's reachability, and the export
 * writes one zip (see bundle.ts) where the save dialog says.
 */
export function createDiagnostics(deps: CoreDeps, now: () => Date = () => new Date()) {
  const connectivity: { at: string; online: boolean }[] = [];
  const emit: Emit = (event, payload) => {
    if (event === 'store:connectivity') {
      connectivity.push({ at: now().toISOString(), online: (payload as { online: boolean }).online });
      connectivity.splice(0, Math.max(0, connectivity.length - CONNECTIVITY_KEPT));
    }
    deps.emit(event, payload);
  };
  const handlers: Pick<Handlers, 'app:exportDiagnostics'> = {
    'app:exportDiagnostics': async () => {
      if (!deps.diagnostics || !deps.saveFile) return fail({ kind: 'refused', message: DIAGNOSTICS_MESSAGES.unavailable });
      const at = now();
      const target = await deps.saveFile(`wholesale-desk-diagnostics-${at.toISOString().slice(0, 10)}.zip`);
      if (!target) return ok({ saved: false });
      const zip = diagnosticsZip({
        versions: deps.diagnostics.versions(),
        settings: deps.settings.get(),
        logs: await deps.diagnostics.logs(),
        connectivity: [...connectivity],
        now: at,
      });
      try {
        await writeFile(target, zip);
      } catch (error) {
        console.error('[diagnostics] the file could not be written', error);
        return fail({ kind: 'server', message: DIAGNOSTICS_MESSAGES.notWritten });
      }
      return ok({ saved: true });
    },
  };
  return { emit, handlers };
}
