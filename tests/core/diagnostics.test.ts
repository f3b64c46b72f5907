import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiagnostics, DIAGNOSTICS_MESSAGES } from '../../electron/core/diagnostics/handler';
import { createMemorySettings } from '../../electron/core/index';
import { testDeps } from './support/deps';

/** "Export diagnostics": one zip with what helps find a problem, and nothing that names or signs in a buyer. */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const SECRETS = ['mei.ling@tan-trading.my', 'SECRETJAR', '4242', 'abc123token', 's3cr3t'];

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'diagnostics-'));
  dirs.push(dir);
  const settings = createMemorySettings({
    storeUrl: 'https://shop.example',
    sessions: [{ origin: 'https://shop.example', jar: 'SECRETJAR', buyer: 'SECRETJAR' }],
    kiosk: { enabled: true, idleMinutes: 10, pin: '4242' },
    stores: [{ url: 'https://shop.example', storeName: 'Harbour', customName: null, logoUrl: null, lastPath: '/order/abc123token', lastUsed: 1, zoom: 1, language: 'store', storeLocale: null, demo: false, files: [], orderKeys: [] }],
  });
  const target = join(dir, 'diagnostics.zip');
  const deps = testDeps({
    settings,
    saveFile: async () => target,
    diagnostics: {
      versions: () => ({ app: '0.1.0', electron: '45.0.0', chrome: '140', node: '24', os: 'linux 6.1' }),
      logs: async () => ({
        'main.log': [
          '[info] login for mei.ling@tan-trading.my',
          '[warn] GET https://shop.example/_api/ws/cart/retrieve?cart_token=abc123token failed',
          '[debug] cookie: sid=s3cr3t; xsrf=1',
        ].join('\n'),
      }),
    },
  });
  return { deps, target };
}

describe('export diagnostics', () => {
  it('writes one zip with the versions, settings, logs and connectivity, none of them secret', async () => {
    const { deps, target } = setUp();
    const diagnostics = createDiagnostics(deps, () => new Date('2026-11-27T10:00:00Z'));
    diagnostics.emit('store:connectivity', { online: false });
    diagnostics.emit('store:connectivity', { online: true });
    expect(await diagnostics.handlers['app:exportDiagnostics']({})).toEqual({ ok: true, data: { saved: true } });

    const files = unzipSync(readFileSync(target));
    expect(Object.keys(files).sort()).toEqual(['about.json', 'connectivity.json', 'logs/main.log', 'settings.json']);
    expect(JSON.parse(strFromU8(files['about.json']!))).toMatchObject({ electron: '45.0.0', os: 'linux 6.1' });
    expect(JSON.parse(strFromU8(files['connectivity.json']!)).map((c: { online: boolean }) => c.online)).toEqual([false, true]);
    expect(JSON.parse(strFromU8(files['settings.json']!))).toMatchObject({ storeUrl: 'https://shop.example', kiosk: { enabled: true, pinHash: '[redacted]' } });
    const everything = Object.values(files).map((bytes) => strFromU8(bytes)).join('\n');
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
  });

  it('says where the shell offers no export, and writes nothing when the dialog is cancelled', async () => {
    const bare = createDiagnostics(testDeps());
    expect(await bare.handlers['app:exportDiagnostics']({})).toMatchObject({ ok: false, error: { message: DIAGNOSTICS_MESSAGES.unavailable } });
    const { deps } = setUp();
    const cancelled = createDiagnostics({ ...deps, saveFile: async () => null });
    expect(await cancelled.handlers['app:exportDiagnostics']({})).toEqual({ ok: true, data: { saved: false } });
  });
});
