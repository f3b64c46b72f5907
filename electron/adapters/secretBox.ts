import type { SafeStorage } from 'electron';
import type { SecretBox } from '../core/deps';

type SafeStorageLike = Pick<
  SafeStorage,
  'isEncryptionAvailable' | 'getSelectedStorageBackend' | 'encryptString' | 'decryptString'
>;

/**
 * Whether the OS offers a real key store (a remembered session is saved encrypted or not at all).
 * On Linux without a keyring Electron falls back to 'basic_text', a password written into Chromium
 * itself: encryption in name only, so it counts as unavailable (and so does 'unknown', the answer
 * before the backend is chosen).
 */
export function hasRealKeyStore(safeStorage: SafeStorageLike, platform: NodeJS.Platform): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  if (platform !== 'linux') return true;
  const backend = safeStorage.getSelectedStorageBackend();
  return backend !== 'basic_text' && backend !== 'unknown';
}

/** The core's SecretBox on Electron's safeStorage; cipher text travels as base64. */
export function createSecretBox(safeStorage: SafeStorageLike, platform: NodeJS.Platform = process.platform): SecretBox {
  const isAvailable = () => hasRealKeyStore(safeStorage, platform);
  return {
    isAvailable,
    encrypt(plain) {
      // Never fall back to storing the secret as it is.
      if (!isAvailable()) throw new Error('No OS key store: refusing to encrypt with a weak key');
      return safeStorage.encryptString(plain).toString('base64');
    },
    decrypt(cipher) {
      return safeStorage.decryptString(Buffer.from(cipher, 'base64'));
    },
  };
}
