// The workbook worker from its TypeScript source, through tsx, where the core itself runs from
// source (unit tests, the e2e harness, the browser shell). The desktop app starts the built worker.
import { tsImport } from 'tsx/esm/api';

await tsImport('./workbook-worker.ts', import.meta.url);
