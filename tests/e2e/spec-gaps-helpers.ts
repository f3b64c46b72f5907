/** Stores and settings the spec-gaps cases need that the reference store and the harness do not offer. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileSettings, type Settings } from '../../electron/core/index';
import { passthrough, type Passthrough } from './passthrough';

/**
 * A pass-through in front of the store whose attachment upload answers 200 with neither an id nor
 * an error (system_error). The file is read and dropped, so the store never holds it.
 */
export function uploadWithoutIdStore(storeUrl: string): Promise<Passthrough> {
  return passthrough(storeUrl, (incoming, outgoing) => {
    if (incoming.method !== 'POST' || !incoming.url?.startsWith('/_api/orders/attachment')) return false;
    incoming.resume();
    incoming.on('end', () => outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}'));
    return true;
  });
}

/** A settings dir as the app would find it on disk, written by the app's own settings store. */
export function settingsDirWith(settings: Partial<Settings>): string {
  const dir = mkdtempSync(join(tmpdir(), 'spec-gaps-settings-'));
  createFileSettings(dir).set(settings);
  return dir;
}
