// Makes the native modules (better-sqlite3) loadable by the Node that runs the project's scripts:
// the npm `node` package's Node 24, the major the pinned Electron embeds. Runs after every
// `npm ci` / `npm install`, and after `npm run dist`, which rebuilds them for Electron's ABI.
//
// Where a prebuilt binary can be downloaded, better-sqlite3's own install already fits and this
// does nothing. Where it is compiled here, node-gyp may have been pointed at another Node's headers
// (a machine-wide `nodedir`), and the module then refuses to load ("NODE_MODULE_VERSION"); it is
// rebuilt against the headers that the `node` package ships beside its binary.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const MODULES = ['better-sqlite3'];
const probe = "new (require('better-sqlite3'))(':memory:').close()";

function loads() {
  const run = spawnSync(process.execPath, ['-e', probe], { cwd: root, encoding: 'utf8' });
  const lines = (run.stderr || '').split('\n');
  return { ok: run.status === 0, why: lines.find((line) => line.includes('NODE_MODULE_VERSION')) ?? lines.find((line) => line.startsWith('Error')) };
}

/** The folder with `include/node` for this very Node: the `node` package's platform package, or Node's own install. */
function headersFor() {
  const candidates = [];
  const platformPackages = join(root, 'node_modules', 'node', 'node_modules');
  if (existsSync(platformPackages)) {
    for (const name of readdirSync(platformPackages)) {
      if (name.startsWith(`node-${process.platform}-`)) candidates.push(join(platformPackages, name));
    }
  }
  candidates.push(join(process.execPath, '..', '..'));
  return candidates.find((dir) => existsSync(join(dir, 'include', 'node', 'node_version.h'))) ?? null;
}

const before = loads();
if (before.ok) process.exit(0);

const nodedir = headersFor();
console.log(`native modules: better-sqlite3 does not load on Node ${process.version} (${before.why ?? 'unknown error'}); rebuilding${nodedir ? ` against ${nodedir}` : ''}`);
const env = { ...process.env, ...(nodedir ? { npm_config_nodedir: nodedir } : {}) };
const npm = process.env.npm_execpath
  ? [process.env.npm_node_execpath || process.execPath, [process.env.npm_execpath]]
  : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
const rebuild = spawnSync(npm[0], [...npm[1], 'rebuild', ...MODULES], { cwd: root, env, stdio: 'inherit' });
const after = loads();
if (rebuild.status !== 0 || !after.ok) {
  console.error(`native modules: better-sqlite3 still does not load on Node ${process.version}: ${after.why ?? 'rebuild failed'}`);
  process.exit(1);
}
console.log(`native modules: better-sqlite3 rebuilt for Node ${process.version}`);
