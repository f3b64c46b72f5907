// Launcher behind `npm start` (after `electron-vite build`) and `npm run dev` (`--dev`).
//
// Without --store-url or STOREFRONT_URL it first starts the bundled reference storefront on a
// free loopback port (data kept in .data/demo-store, or WHOLESALE_DEMO_STORE_DIR) and hands its address to the app in
// WHOLESALE_DEMO_STORE_URL. The store runs here, in Node. The app then opens in Electron; where
// Electron is not installed, or with --browser, in a Chromium window of its own with the core in
// this process (browser-shell/). Ctrl+C, or closing the window, stops everything.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDisplay } from './display.mjs';
import { missingCjkFontNote } from './fonts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const browserAsked = args.includes('--browser');
const userDataArg = args.find((arg) => arg.startsWith('--user-data-dir='));
// Everything else (--kiosk, --store-url URL, Chromium switches such as --no-sandbox) goes to the app.
const appArgs = args.filter((arg) => arg !== '--dev' && arg !== '--browser');
const storeGiven = appArgs.some((arg) => arg === '--store-url' || arg.startsWith('--store-url=')) || Boolean(process.env.STOREFRONT_URL);

/**
 * The Electron executable, or null when it is not installed. Found the way the electron package
 * finds it, without require('electron'), which would try to download it.
 */
function electronBinary() {
  const dir = dirname(require.resolve('electron/package.json'));
  const pathFile = join(dir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : null;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? join(override, executable || 'electron') : executable && join(dir, 'dist', executable);
  return binary && existsSync(binary) ? binary : null;
}

const demoStoreDir = process.env.WHOLESALE_DEMO_STORE_DIR || join(root, '.data', 'demo-store');

async function startDemoStore() {
  const { tsImport } = await import('tsx/esm/api');
  const { startStorefront } = await tsImport('../server/index.ts', import.meta.url);
  return startStorefront({ port: 0, dataDir: demoStoreDir, mailbox: true });
}

function describeStore(store, dataDir) {
  return [
    `Demo store: ${store.url}   (its data: ${dataDir.startsWith(root) ? relative(root, dataDir) : dataDir})`,
    '  demo login: demo@wholesale.test / demo1234',
    // The key is new at every start: the page shows live password-reset links, so only this terminal gets it.
    `  mailbox:    ${store.mailboxUrl}   (activation and password-reset e-mails land here)`,
  ].join('\n');
}

let display = { env: process.env, stop: () => undefined, note: null };
try {
  display = await ensureDisplay();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (display.note) console.log(display.note);
const fontNote = missingCjkFontNote();
if (fontNote) console.log(fontNote);
process.once('exit', () => display.stop());

const store = storeGiven ? null : await startDemoStore();
if (store) console.log(describeStore(store, demoStoreDir));
const env = { ...display.env, ...(store ? { WHOLESALE_DEMO_STORE_URL: store.url } : {}) };

let stopping = null;
/** Stops whatever runs (the window, the demo store, the virtual screen) once, then exits. */
const stopAll = (code, closeApp = async () => undefined) =>
  (stopping ??= (async () => {
    await closeApp().catch((error) => console.error('Could not close the app cleanly:', error));
    if (store) await store.close().catch((error) => console.error('Could not stop the demo store cleanly:', error));
    display.stop();
    process.exit(code);
  })());

const binary = browserAsked ? null : electronBinary();
if (binary) {
  const child = dev
    ? spawn(process.execPath, [join(dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js'), 'dev', '--', ...appArgs], {
        cwd: root,
        env,
        stdio: 'inherit',
      })
    : spawn(binary, [root, ...appArgs], { cwd: root, env, stdio: 'inherit' });

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('error', (error) => {
    console.error('Could not start Electron:', error.message);
    void stopAll(1);
  });
  child.on('exit', (code, signal) => void stopAll(code ?? (signal ? 1 : 0)));
} else {
  if (dev) console.log('npm run dev needs Electron (not installed here): the app opens from the production build instead.');
  if (!browserAsked) console.log('Electron is not installed here (node node_modules/electron/install.js fetches it): the app opens in a Chromium window instead.');
  const { tsImport } = await import('tsx/esm/api');
  const { openInBrowser } = await tsImport('../browser-shell/openInBrowser.ts', import.meta.url);
  const { appUserDataDir } = await tsImport('../browser-shell/userData.ts', import.meta.url);
  try {
    const shell = await openInBrowser({
      argv: appArgs,
      env,
      rendererDir: join(root, 'out', 'renderer'),
      userDataDir: userDataArg ? resolve(userDataArg.slice('--user-data-dir='.length)) : appUserDataDir(process.env),
      log: (line) => console.log(line),
    });
    console.log('The app is open in a Chromium window, without the desktop shell. Ctrl+C here, or closing the window, stops it.');
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopAll(0, shell.close));
    void shell.closed.then(() => stopAll(0));
  } catch (error) {
    console.error(`Wholesale Desk could not open in Chromium: ${error instanceof Error ? error.message : String(error)}`);
    void stopAll(1);
  }
}
