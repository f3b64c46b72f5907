import { randomUUID } from 'node:crypto';
import type { PickedFile } from './deps';

/**
 * Files the buyer picked in the OS dialog, known to the renderer only by an opaque id, so a
 * page can never make the app read a path of its choosing. Also tracks uploads in flight so
 * they can be cancelled.
 */
export interface FileRegistry {
  add(file: PickedFile): string;
  get(id: string): PickedFile | null;
  remove(id: string): void;
  /** Starts tracking an upload; returns its abort signal. */
  beginUpload(id: string): AbortSignal;
  endUpload(id: string): void;
  /** True when an upload was in flight and has been told to stop. */
  cancelUpload(id: string): boolean;
  dispose(): void;
}

export function createFileRegistry(): FileRegistry {
  const picked = new Map<string, PickedFile>();
  const uploads = new Map<string, AbortController>();
  return {
    add(file) {
      const id = randomUUID();
      picked.set(id, file);
      return id;
    },
    get: (id) => picked.get(id) ?? null,
    remove: (id) => void picked.delete(id),
    beginUpload(id) {
      uploads.get(id)?.abort();
      const controller = new AbortController();
      uploads.set(id, controller);
      return controller.signal;
    },
    endUpload: (id) => void uploads.delete(id),
    cancelUpload(id) {
      const controller = uploads.get(id);
      if (!controller) return false;
      controller.abort();
      uploads.delete(id);
      return true;
    },
    dispose() {
      for (const controller of uploads.values()) controller.abort();
      uploads.clear();
      picked.clear();
    },
  };
}
