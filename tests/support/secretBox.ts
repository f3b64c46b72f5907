import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../electron/core/index';

/**
 * Stands in for Electron's safeStorage with a real cipher (AES-256-GCM), so what a test reads from
 * a saved file is never the plain text by accident. `key`: the same key reads what an earlier core
 * over the same folder saved; `available: false` is a machine with no key store.
 */
export function aesSecretBox(key: Buffer = randomBytes(32), available = true): SecretBox {
  return {
    isAvailable: () => available,
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    decrypt(text) {
      const raw = Buffer.from(text, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
