import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';

/**
 * The installers cannot be built here (no Electron download), so the configuration is held to
 * electron-builder's own JSON schema, from the exact version `npm run dist` uses.
 */
const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, unknown>;
const config = read('electron-builder.json');
const schema = read('node_modules/app-builder-lib/scheme.json');

const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const errorsOf = (candidate: unknown) => (validate(candidate) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

describe('electron-builder configuration', () => {
  it("passes electron-builder's schema", () => {
    expect(errorsOf(config)).toEqual([]);
  });

  it('is checked for real: a misspelt key fails the same schema', () => {
    expect(errorsOf({ ...config, protocol: config.protocols })).not.toEqual([]);
    expect(errorsOf({ ...config, linux: { ...(config.linux as object), targets: ['deb'] } })).not.toEqual([]);
  });

  it('builds deb, AppImage, NSIS and dmg (with the zip macOS updates from), and registers wholesaledesk://', () => {
    expect(config).toMatchObject({
      linux: { target: ['deb', 'AppImage'] },
      win: { target: ['nsis'] },
      mac: { target: ['dmg', 'zip'] },
      protocols: [{ schemes: ['wholesaledesk'] }],
    });
  });

  it('publishes updates to one generic feed, an https address the store owner puts in', () => {
    expect(config.publish).toEqual([{ provider: 'generic', url: expect.stringMatching(/^https:\/\//) }]);
  });

  it('has a 512x512 PNG app icon in resources/', () => {
    const png = readFileSync(join(ROOT, 'resources/icon.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
    for (const platform of ['linux', 'win', 'mac']) expect((config[platform] as { icon: string }).icon).toBe('resources/icon.png');
  });

  it('has an `npm run dist` that builds first', () => {
    const scripts = read('package.json').scripts as Record<string, string>;
    expect(scripts.dist).toMatch(/^electron-vite build && electron-builder/);
  });
});

describe('code signing from the environment (scripts/builder-config.mjs)', () => {
  type Built = Record<string, unknown> & { win: Record<string, unknown>; mac: Record<string, unknown>; signing: Record<string, boolean> };
  const load = async () =>
    // @ts-expect-error the build configuration is a plain JavaScript module, as electron-builder loads it
    (await import('../../scripts/builder-config.mjs')) as { builderConfig(env: Record<string, string>): Built; signingNote(config: Built): string };

  it('builds unsigned without signing variables, and says so, with the update publisher check still on', async () => {
    const { builderConfig, signingNote } = await load();
    const built = builderConfig({});
    expect(built.win).toMatchObject({ verifyUpdateCodeSignature: true });
    expect(built.win.signtoolOptions).toBeUndefined();
    expect(built.mac).toMatchObject({ identity: null, notarize: false, hardenedRuntime: true });
    expect(built.forceCodeSigning).toBe(false);
    expect(signingNote(built)).toMatch(/unsigned/);
  });

  it('signs and names the Windows publisher the updater checks, and notarises on macOS, from the variables', async () => {
    const { builderConfig, signingNote } = await load();
    const env = {
      CSC_LINK: '/secure/cert.p12',
      WIN_PUBLISHER_NAME: 'Harbour Trading Sdn Bhd; Harbour Trading',
      APPLE_ID: 'a@b.test',
      APPLE_APP_SPECIFIC_PASSWORD: 'x',
      APPLE_TEAM_ID: 'T',
      WHOLESALE_REQUIRE_SIGNING: '1',
    };
    const built = builderConfig(env);
    expect(built.win).toMatchObject({ verifyUpdateCodeSignature: true, signtoolOptions: { publisherName: ['Harbour Trading Sdn Bhd', 'Harbour Trading'] } });
    expect(built.mac).toMatchObject({ notarize: true });
    expect(built.mac).not.toHaveProperty('identity');
    expect(built.forceCodeSigning).toBe(true);
    expect(signingNote(built)).toBe('Signing: Windows yes, macOS yes, notarised yes.');
    // No secret is written into the configuration: electron-builder reads the certificate itself.
    expect(JSON.stringify(built)).not.toContain('/secure/cert.p12');
  });

  it("passes electron-builder's schema either way, and is what `npm run dist` builds with", async () => {
    const { builderConfig } = await load();
    for (const env of [{}, { WIN_PUBLISHER_NAME: 'Harbour' }] as Record<string, string>[]) {
      const { signing: _signing, ...forBuilder } = builderConfig(env);
      expect(errorsOf(forBuilder)).toEqual([]);
    }
    expect((read('package.json').scripts as Record<string, string>).dist).toBe('electron-vite build && electron-builder --config scripts/builder-config.mjs');
  });
});
