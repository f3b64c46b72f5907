import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { compileHints } from './scripts/compileHints';
import { reactRouterProduction } from './scripts/reactRouterProduction';

/** An absolute path from the project root (this config is an ES module: no __dirname). */
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * In development the main process sends a relaxed CSP header that lets Vite's inline React
 * refresh preamble and its hot-reload WebSocket through; the strict production policy in
 * index.html's meta tag would still block them, so the dev server's page goes without it.
 */
const dropMetaCspInDev: Plugin = {
  name: 'wholesale-desk:drop-meta-csp-in-dev',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/<meta\s+http-equiv=["']Content-Security-Policy["'][^>]*>/i, ''),
};

/**
 * Three builds into out/. electron-vite 6 runs on Vite 8 (Rolldown): options go in
 * `rolldownOptions` - it overwrites `rollupOptions` with them.
 */
export default defineConfig({
  // ES module main process. Its npm dependencies (got, tough-cookie, zod, better-sqlite3) stay
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
      minify: true,
      // The camera's code reader carries its WebAssembly (1.3 MB) in the chunk the camera dialog loads,
      // on a buyer's "Scan with camera" only; the first screen's budget is held by the bench.
      chunkSizeWarningLimit: 1400,
      rolldownOptions: { input: fromRoot('renderer/index.html') },
    },
    plugins: [react(), dropMetaCspInDev, compileHints(), reactRouterProduction()],
  },
});
