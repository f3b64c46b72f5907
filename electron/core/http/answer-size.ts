import type { CancelableRequest, Progress } from 'got';

/** JSON answers are read whole into memory: a store that sends more than this is refused. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Attachments are streamed to disk, so they may be far larger, but not without end. */
export const MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;

/** Like REDIRECT_REFUSED: got keeps this code when it wraps the error. */
export const ANSWER_TOO_LARGE = 'ERR_STORE_ANSWER_TOO_LARGE';

export class AnswerTooLargeError extends Error {
  readonly code = ANSWER_TOO_LARGE;
  constructor(limit: number) {
    super(`The store sent an answer larger than ${limit} bytes.`);
  }
}

/**
 * True once an answer is known to pass `limit`: by its Content-Length before any of the body
 * arrives, else by what has come so far (after decompression, so a small gzip bomb counts in full).
 */
const pastLimit = (progress: Progress, limit: number): boolean =>
  progress.transferred > limit || (progress.total ?? 0) > limit;

interface Stoppable {
  on(event: 'downloadProgress', listener: (progress: Progress) => void): unknown;
}

/** Calls `stop` once, as soon as the answer passes `limit`. */
export function watchAnswerSize(request: Stoppable, limit: number, stop: () => void): void {
  let stopped = false;
  request.on('downloadProgress', (progress) => {
    if (stopped || !pastLimit(progress, limit)) return;
    stopped = true;
    stop();
  });
}

/**
 * Awaits a buffered got call, cancelling it the moment its answer passes `limit`, so a store
 * cannot fill the main process's memory with one endless answer (got buffers promise bodies whole).
 */
export async function readCapped<T>(pending: CancelableRequest<T>, limit: number = MAX_ANSWER_BYTES): Promise<T> {
  let tooLarge = false;
  watchAnswerSize(pending, limit, () => {
    tooLarge = true;
    pending.cancel();
  });
  try {
    return await pending;
  } catch (error) {
    if (tooLarge) throw new AnswerTooLargeError(limit);
    throw error;
  }
}
