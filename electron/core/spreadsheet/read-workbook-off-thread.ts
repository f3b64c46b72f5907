import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WORKBOOK_LIMITS, type ReadWorkbook, type WorkbookLimits } from './read-workbook';
import { NOT_A_WORKBOOK, TOO_BIG_INSIDE } from './unzip-bounded';
import type { WorkbookJob } from './workbook-worker';

export const TOO_SLOW = 'The workbook took too long to read. Copy the SKU and quantity columns into a new workbook and import that.';

/** Memory a workbook's reading may take: far more than an order list needs, far less than the computer has. */
const WORKER_HEAP_MB = 512;

/** The worker from source (tests, the browser shell), when the glue names no built one. */
const sourceWorker = () => join(dirname(fileURLToPath(import.meta.url)), 'workbook-worker-source.mjs');

export interface OffThreadOptions {
  /** The worker's file: the built one in the desktop app (CoreDeps.workbookWorker). */
  entry?: string;
  limits?: WorkbookLimits;
}

/**
 * Order lines from a workbook's bytes (readWorkbook), read in a worker thread so the window's main
 * process keeps answering whatever the file holds. The time bound is kept by stopping the worker:
 * a crafted sheet that takes too long is cut off mid-parse and said to be too slow.
 */
export function readWorkbookOffThread(bytes: Uint8Array, sheet: string | undefined, { entry, limits = WORKBOOK_LIMITS }: OffThreadOptions = {}): Promise<ReadWorkbook> {
  const refused = (problem: string): ReadWorkbook => ({ lines: [], problems: [problem] });
  return new Promise((resolve) => {
    const job: WorkbookJob = { bytes, sheet, limits };
    let worker: Worker;
    try {
      worker = new Worker(entry ?? sourceWorker(), { workerData: job, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    } catch (error) {
      console.error('[files:importCsv] the workbook reader could not start', error);
      resolve(refused(NOT_A_WORKBOOK));
      return;
    }
    let settled = false;
    const finish = (answer: ReadWorkbook) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Stopped before the answer is handed on: a read cut off at the bound is not running behind it.
      void worker.terminate().then(() => resolve(answer));
    };
    const timer = setTimeout(() => finish(refused(TOO_SLOW)), limits.maxMillis);
    worker.once('message', (answer: ReadWorkbook) => finish(answer));
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') console.error('[files:importCsv] the workbook reader failed', error);
      finish(refused(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? TOO_BIG_INSIDE : NOT_A_WORKBOOK));
    });
    worker.once('exit', () => finish(refused(NOT_A_WORKBOOK)));
  });
}
