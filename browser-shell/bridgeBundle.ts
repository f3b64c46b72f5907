import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the preload does, for a plain browser page: `window.storefront = createBridge(...)` with
 * the very same createBridge, where invoke goes to the shell's CDP binding and events come from
 * `window.__storefrontEmit`. Bundled once per process with esbuild.
 */
const ENTRY = `
import { createBridge } from './contract/bridge';
import { askLaunchQuestionsEarly } from './contract/launchQuestions';

const listeners = new Map();
const subscribe = (event, listener) => {
  const set = listeners.get(event) ?? new Set();
  set.add(listener);
  listeners.set(event, set);
  return () => set.delete(listener);
};
const invoke = (channel, input) => window.__storefrontInvoke(channel, input);
// As the preload does: the launch's questions go out before the page's code has loaded.
const page = askLaunchQuestionsEarly(invoke);
const pathForFile = window.__dropStandIn ? window.__dropStandIn.pathForFile : () => '';

Object.defineProperty(window, '__storefrontEmit', {
  value: (event, payload) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  },
});
Object.defineProperty(window, 'storefront', { value: createBridge(page, subscribe, pathForFile), enumerable: true });
`;

/**
 * webUtils.getPathForFile's stand-in, for the end-to-end tests only: Files that `__harnessDrop`
 * made from a test's files know their path, as a desktop drop's do in Electron. Never in the
 * browser shell a buyer runs, where page script could then name any path on the computer: there a
 * dropped file has no path and is refused, as a page-made File is in the desktop app.
 */
const DROP_STAND_IN = `(() => {
  const droppedPaths = new WeakMap();
  Object.defineProperty(window, '__dropStandIn', { value: { pathForFile: (file) => droppedPaths.get(file) ?? '' } });
  Object.defineProperty(window, '__harnessDrop', {
    value: (selector, entries) => {
      const target = document.querySelector(selector);
      if (!target) throw new Error('dropFiles: nothing matches ' + selector);
      const dataTransfer = new DataTransfer();
      for (const entry of entries) {
        const bytes = Uint8Array.from(atob(entry.base64), (c) => c.charCodeAt(0));
        const file = new File([bytes], entry.name, { type: entry.type });
        droppedPaths.set(file, entry.path);
        dataTransfer.items.add(file);
      }
      for (const type of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer }));
      }
    },
  });
})();`;

let bundle: Promise<string> | null = null;

/** The bridge for the page's init script; `dropStandIn` lets tests drop files of theirs (see DROP_STAND_IN). */
export async function bridgeInitScript(options: { dropStandIn: boolean }): Promise<string> {
  bundle ??= build({
    stdin: { contents: ENTRY, resolveDir: ROOT, sourcefile: 'browser-shell-preload.js', loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    logLevel: 'silent',
  }).then((result) => {
    const output = result.outputFiles[0];
    if (!output) throw new Error('esbuild produced no bridge bundle');
    return output.text;
  });
  // Init scripts also run in sub-frames; the preload only exists in the top frame.
  return `if (window === window.top) {${options.dropStandIn ? DROP_STAND_IN : ''}${await bundle}}`;
}
