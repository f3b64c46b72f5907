import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SecretBox } from '../../../electron/core/index';
import { aesSecretBox } from '../../support/secretBox';

/**
 * Stands in for Electron's safeStorage with a key kept in the settings dir, so a relaunch with the
 * same dir can read the saved session and the settings file never holds it in clear.
 */
export function createTestSecretBox(settingsDir: string): SecretBox {
  const keyFile = join(settingsDir, 'test-secret.key');
  if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32), { mode: 0o600 });
  return aesSecretBox(readFileSync(keyFile));
}
