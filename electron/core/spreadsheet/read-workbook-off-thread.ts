import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WORKBOOK_LIMITS, type ReadWorkbook, type WorkbookLimits } from './read-workbook';
import { NOT_A_WORKBOOK, TOO_BIG_INSIDE } from './unzip-bounded';
import type { WorkbookJob } from './workbook-worker';
import { coreSpeech, coreText } from '../language/core-text';

export const TOO_SLOW = () => coreText('workbook_too_slow');

/** Memory a workbook's reading may take: far more than an order list needs, far less than the computer has. */
const WORKER_HEAP_MB = 512;

/** A worker that answered is kept this long for the next file (a buyer importing several in a row), then stopped. */
const KEEP_IDLE_MS = 30_000;

/** The worker from source (tests, the browser shell), when the glue names no built one. */
const sourceWorker = () => join(dirname(fileURLToPath(import.meta.url)), 'workbook-worker-source.mjs');

let idle: { worker: Worker; entry: string; timer: NodeJS.Timeout } | null = null;

function takeWorker(entry: string): Worker {
  if (idle?.entry === entry) {
    const { worker, timer } = idle;
    idle = null;
    clearTimeout(timer);
    worker.ref();
    return worker;
  }
  const worker = new Worker(entry, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  // A kept worker that ends on its own (out of memory, a crash) is not handed out again.
  worker.on('exit', () => {
    if (idle?.worker !== worker) return;
    clearTimeout(idle.timer);
    idle = null;
  });
  return worker;
}

/** A worker that answered waits for the next file; one at most, and it never keeps the app from quitting. */
function keepWorker(worker: Worker, entry: string): void {
  if (idle) {
    void worker.terminate();
    return;
  }
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = null;
    void worker.terminate();
  }, KEEP_IDLE_MS);
  timer.unref();
  worker.unref();
  idle = { worker, entry, timer };
}

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
export function readWorkbookOffThread(bytes: Uint8Array, sheet: string | undefined, { entry = sourceWorker(), limits = WORKBOOK_LIMITS }: OffThreadOptions = {}): Promise<ReadWorkbook> {
  const refused = (problem: string): ReadWorkbook => ({ lines: [], problems: [problem] });
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = takeWorker(entry);
    } catch (error) {
      console.error('[files:importCsv] the workbook reader could not start', error);
      resolve(refused(NOT_A_WORKBOOK()));
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    // Stopped before the answer is handed on: a read cut off at the bound is not running behind it.
    const stop = (problem: string) => {
      done();
      void worker.terminate().then(() => resolve(refused(problem)));
    };
    const onMessage = (answer: ReadWorkbook) => {
      done();
      keepWorker(worker, entry);
      resolve(answer);
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') console.error('[files:importCsv] the workbook reader failed', error);
      stop(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? TOO_BIG_INSIDE() : NOT_A_WORKBOOK());
    };
    const onExit = () => stop(NOT_A_WORKBOOK());
    const timer = setTimeout(() => stop(TOO_SLOW()), limits.maxMillis);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // The worker has its own copy of the core's words: it speaks the buyer's language as told here.
    const job: WorkbookJob = { bytes, sheet, limits, speech: coreSpeech() };
    worker.postMessage(job);
  });
}
