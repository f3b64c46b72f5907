import { randomUUID } from 'node:crypto';
import { basename, dirname } from 'node:path';

/** More than a buyer clicks "Open" on in one sitting; older ones are forgotten. */
const KEPT = 20;

export interface SavedPdf {
  id: string;
  /** The file's name, as the save dialog left it. */
  name: string;
  /** The folder's own name ("Downloads"), for "Saved to Downloads". */
  folder: string;
}

/**
 * The PDFs saved in this run, by an id the page may hold: the page can ask to open one of these
 * and nothing else, and never learns a path.
 */
export function savedPdfs() {
  const paths = new Map<string, string>();
  return {
    add(path: string): SavedPdf {
      const id = randomUUID();
      paths.set(id, path);
      for (const old of paths.keys()) {
        if (paths.size <= KEPT) break;
        paths.delete(old);
      }
      const folder = dirname(path);
      return { id, name: basename(path), folder: basename(folder) || folder };
    },
    path(id: string): string | null {
      return paths.get(id) ?? null;
    },
  };
}
