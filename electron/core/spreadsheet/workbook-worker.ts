import { parentPort } from 'node:worker_threads';
import { readWorkbook, WORKBOOK_LIMITS, type ReadWorkbook, type WorkbookLimits } from './read-workbook';
import { NOT_A_WORKBOOK } from './unzip-bounded';
import { speakCoreAs, type CoreSpeech } from '../language/core-text';

/** What the main process hands the worker: the file's bytes, the sheet asked for, the bounds. */
export interface WorkbookJob {
  bytes: Uint8Array;
  sheet?: string;
  limits: WorkbookLimits;
  /** The buyer's language in the main process, in which the workbook's problems are said. */
  speech?: CoreSpeech;
}

const refused = (): ReadWorkbook => ({ lines: [], problems: [NOT_A_WORKBOOK()] });

/**
 * Workbooks read in a thread of their own, one job after another: unpacking, counting and
 * parsing a crafted file never hold up the window's main process, and the main process can stop
 * this thread at the time bound.
 */
parentPort?.on('message', (job: Partial<WorkbookJob> | null) => {
  if (!(job?.bytes instanceof Uint8Array)) {
    parentPort?.postMessage(refused());
    return;
  }
  if (job.speech) speakCoreAs(job.speech);
  readWorkbook(job.bytes, typeof job.sheet === 'string' ? job.sheet : undefined, job.limits ?? WORKBOOK_LIMITS).then(
    (answer) => parentPort?.postMessage(answer),
    (error: unknown) => {
      console.warn('[files:importCsv] the workbook could not be read', error);
      parentPort?.postMessage(refused());
    },
  );
});
