// The window's security settings: electronegativity over the built main process and preload; any HIGH finding fails the run.
// The renderer bundle is left out: it holds no Electron API, only the page behind the bridge.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const targets = ['out/main', 'out/preload'];
if (!targets.every((t) => existsSync(t))) {
  console.error('scan:electron: no build in out/ - run `npm run build` first.');
  process.exit(2);
}

// One tree with both parts: the global checks (navigation limits, permission handler) need the whole app.
const work = mkdtempSync(join(tmpdir(), 'electronegativity-'));
const findings = [];
try {
  const app = join(work, 'app');
  for (const target of targets) cpSync(target, join(app, target), { recursive: true });
  cpSync('package.json', join(app, 'package.json'));
  const csv = join(work, 'report.csv');
  // Without the check that reads Electron's release list from the network: the scan must give the same answer offline.
  const run = spawnSync('npx', ['electronegativity', '-i', app, '-e', '45.0.0', '-r', '-v', 'false', '-x', 'AvailableSecurityFixesGlobalCheck', '-o', csv], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${join(process.cwd(), 'scripts/electronegativity-offline.cjs')}`.trim() },
  });
  // A scan that ended early or wrote no report fails: an empty report must never read as "no findings".
  const report = existsSync(csv) ? readFileSync(csv, 'utf8') : '';
  if (run.status !== 0 || !report.startsWith('issue,')) {
    console.error(run.stdout, run.stderr);
    throw new Error(`electronegativity did not finish its report (exit ${run.status})`);
  }
  const rows = report.trim().split('\n').slice(1).filter(Boolean);
  for (const row of rows) {
    const [check, severity, confidence, file, location] = row.split(',').map((c) => c.replace(/^"|"$/g, ''));
    findings.push({ check, severity, confidence, file, location });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const high = findings.filter((f) => f.severity === 'HIGH' || f.severity === 'CRITICAL');
for (const f of findings) console.log(`${f.severity.padEnd(8)} ${f.check} ${f.file}:${f.location}`);
console.log(`scan:electron: ${high.length} high, ${findings.length - high.length} lower (reviewed: openExternal goes through the URL check, window.open is denied)`);
process.exit(high.length > 0 ? 1 : 0);
