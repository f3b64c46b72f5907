// The installers' configuration for `npm run dist`: electron-builder.json, with code signing
// taken from the environment of the machine that builds a release. Without those variables the
// installers are built unsigned, as before, and say so; nothing secret is ever written in a file.
import { readFileSync } from 'node:fs';

const base = JSON.parse(readFileSync(new URL('../electron-builder.json', import.meta.url), 'utf8'));

/** Names several publishers may be given under (a certificate renewed under a new name): `A;B`. */
const names = (value) =>
  value
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * electron-builder's own variables sign the files: CSC_LINK and CSC_KEY_PASSWORD (WIN_CSC_LINK and
 * WIN_CSC_KEY_PASSWORD for Windows alone), CSC_NAME for a macOS keychain identity, and APPLE_ID,
 * APPLE_APP_SPECIFIC_PASSWORD and APPLE_TEAM_ID for notarisation. Ours:
 * - WIN_PUBLISHER_NAME: the certificate's subject name, written into the installed app's
 *   app-update.yml; the updater installs only an update signed by that publisher (without it,
 *   electron-builder takes the name from the certificate it signs with).
 * - WHOLESALE_REQUIRE_SIGNING=1: a release build fails rather than ship unsigned.
 */
export function builderConfig(env = process.env) {
  const windowsCert = Boolean(env.WIN_CSC_LINK || env.CSC_LINK);
  const macIdentity = Boolean(env.CSC_LINK || env.CSC_NAME);
  const notarise = Boolean(env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID);
  const publisher = env.WIN_PUBLISHER_NAME ? names(env.WIN_PUBLISHER_NAME) : [];
  return {
    ...base,
    forceCodeSigning: env.WHOLESALE_REQUIRE_SIGNING === '1',
    win: {
      ...base.win,
      verifyUpdateCodeSignature: true,
      ...(publisher.length > 0 ? { signtoolOptions: { publisherName: publisher } } : {}),
    },
    mac: {
      ...base.mac,
      hardenedRuntime: true,
      notarize: notarise,
      // No identity given: built unsigned on purpose, not with whatever the keychain holds.
      ...(macIdentity ? {} : { identity: null }),
    },
    signing: { windows: windowsCert || publisher.length > 0, mac: macIdentity, notarise },
  };
}

/** What the build log says about signing, one line. */
export function signingNote(config) {
  const { windows, mac, notarise } = config.signing;
  if (!windows && !mac) return 'Installers are built unsigned: no CSC_LINK, WIN_CSC_LINK or CSC_NAME is set (see docs/security.md).';
  return `Signing: Windows ${windows ? 'yes' : 'no'}, macOS ${mac ? 'yes' : 'no'}${mac ? `, notarised ${notarise ? 'yes' : 'no'}` : ''}.`;
}

const config = builderConfig();
console.log(signingNote(config));
// electron-builder refuses keys it does not know: the summary is for the note above only.
const { signing: _signing, ...forBuilder } = config;
export default forBuilder;
