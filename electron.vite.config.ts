import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/** An absolute path from the project root (this config is an ES module: no __dirname). */
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Three builds into out/. electron-vite 6 runs on Vite 8 (Rolldown): options go in
 * `rolldownOptions` - it overwrites `rollupOptions` with them.
 */
export default defineConfig({
  // ES module main process. Its npm dependencies (got, tough-cookie, zod, electron-store) stay
  // external and are loaded from node_modules at run time (electron-vite's externalizeDeps).
  main: {
    build: {
      rolldownOptions: { input: { index: fromRoot('electron/main.ts') } },
    },
  },
  // Sandboxed preloads cannot be ES modules nor require npm packages, so the bridge is one
  // self-contained CommonJS file with zod bundled in; only `electron` stays external.
  preload: {
    build: {
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: fromRoot('preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  // Owned by SHELL: the React renderer, served in production from app://wholesaledesk.
  renderer: {
    root: fromRoot('renderer'),
    build: {
      rolldownOptions: { input: fromRoot('renderer/index.html') },
    },
    plugins: [react()],
  },
});
