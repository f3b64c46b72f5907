import type { Result } from './result';
import type { DroppedOutput } from './schemas/document';

/** What the page hands over: the File objects of a drop event (only the name is read here). */
interface DroppedFile {
  readonly name: string;
}

/** webUtils.getPathForFile in the preload: '' for a File the page made itself. */
export type PathForFile = (file: DroppedFile) => string;

export type DroppedCall = (files: ArrayLike<DroppedFile>) => Promise<Result<DroppedOutput>>;

const NOT_FROM_DISK = 'cannot be attached: only files dropped from this computer can be.';

/**
 * `storefront.files.dropped(files)`: turns dropped File objects into paths in the preload's world
 * and sends only those. The page never names a path; a File without one (made by page script, or
 * dragged from another page) is refused here by name and never reaches the main process.
 */
export function droppedCall(invoke: (input: unknown) => Promise<unknown>, pathForFile: PathForFile): DroppedCall {
  return async (files) => {
    const paths: string[] = [];
    const refused: DroppedOutput['refused'] = [];
    for (const file of Array.from(files)) {
      let path = '';
      try {
        path = pathForFile(file);
      } catch {
        // Not a File at all: treated like one without a path.
      }
      if (path) paths.push(path);
      else refused.push({ name: String(file?.name ?? ''), message: `${String(file?.name ?? 'This item')} ${NOT_FROM_DISK}` });
    }
    if (paths.length === 0) return { ok: true, data: { files: [], refused } };
    const answer = (await invoke({ paths })) as Result<DroppedOutput>;
    return answer.ok ? { ok: true, data: { files: answer.data.files, refused: [...refused, ...answer.data.refused] } } : answer;
  };
}
