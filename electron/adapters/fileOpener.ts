import type { FileOpener } from '../core/deps';

/** The parts of Electron's shell a saved file is opened with. */
export interface ShellForFiles {
  /** Resolves to '' when opened, else the system's reason. */
  openPath(path: string): Promise<string>;
  showItemInFolder(path: string): void;
}

/** The core's FileOpener on Electron's shell: the system's PDF reader, or the folder with the file selected. */
export function createFileOpener(shell: ShellForFiles): FileOpener {
  return {
    open: async (path) => {
      const reason = await shell.openPath(path);
      if (reason) throw new Error(reason);
    },
    reveal: async (path) => shell.showItemInFolder(path),
  };
}
