import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  main: {
    build: { rollupOptions: { input: { index: resolve(__dirname, 'electron/main.ts') } } },
  },
  preload: {
    // Sandboxed preloads cannot be ES modules.
    build: { rollupOptions: { input: { index: resolve(__dirname, 'preload/index.ts') }, output: { format: 'cjs' } } },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    build: { rollupOptions: { input: resolve(__dirname, 'renderer/index.html') } },
    plugins: [react()],
  },
});
