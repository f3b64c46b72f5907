// Launcher behind `npm start` (after `electron-vite build`) and `npm run dev` (`--dev`).
//
// Without --store-url or STOREFRONT_URL it first starts the bundled reference storefront on a
// free loopback port (data kept in .data/demo-store) and hands its address to the app in
// WHOLESALE_DEMO_STORE_URL. The store runs here, in Node, because its SQLite driver is built
// for Node, not for Electron. The store stops when the app exits.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
const dev = args.includes('--dev');
// Everything else (--kiosk, --store-url URL, Chromium switches such as --no-sandbox) goes to the app.
const appArgs = args.filter((arg) => arg !== '--dev');
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

async function startDemoStore() {
  const { tsImport } = await import('tsx/esm/api');
  const { startStorefront } = await tsImport('../server/index.ts', import.meta.url);
  return startStorefront({ port: 0, dataDir: join(root, '.data', 'demo-store'), mailbox: true });
}

function describeStore(store) {
  return [
    `Demo store: ${store.url}`,
    '  demo login: demo@wholesale.test / demo1234',
    // The key is new at every start: the page shows live password-reset links, so only this terminal gets it.
    `  mailbox:    ${store.mailboxUrl}   (activation and password-reset e-mails land here)`,
  ].join('\n');
}

const store = storeGiven ? null : await startDemoStore();
const stopStore = async () => {
  if (store) await store.close().catch((error) => console.error('Could not stop the demo store cleanly:', error));
};
if (store) console.log(describeStore(store));

const binary = electronBinary();
if (!binary) {
  console.error(
    [
      '',
      'Wholesale Desk cannot open on this machine: the Electron binary is not installed',
      '(npm ci ran with ELECTRON_SKIP_BINARY_DOWNLOAD=1, or the download was not possible).',
      'Where the internet allows it, install it with: node node_modules/electron/install.js',
      '',
    ].join('\n'),
  );
  if (!store) process.exit(1);
  console.log(`The demo store keeps running at ${store.url} for a browser or the tests. Press Ctrl+C to stop it.`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopStore().then(() => process.exit(0)));
} else {
  const env = { ...process.env, ...(store ? { WHOLESALE_DEMO_STORE_URL: store.url } : {}) };
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
    void stopStore().then(() => process.exit(1));
  });
  child.on('exit', (code, signal) => {
    void stopStore().then(() => process.exit(code ?? (signal ? 1 : 0)));
  });
}
