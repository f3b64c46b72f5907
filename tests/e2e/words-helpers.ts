/** The window's words in a language, for specs that run a store in another language than English. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './harness';

const LOCALES = join(ROOT, 'resources/locales');

function section(folder: string, name: string): Record<string, string> | null {
  const file = join(LOCALES, folder, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : null;
}

/**
 * A word as the window shows it in `folder`'s language ('id', 'zh-Hant'): the translation's where
 * it has the key, else the English one beneath it.
 */
export function wordIn(folder: string, key: string): string {
  const [name = '', word = ''] = key.split('.');
  const found = section(folder, name)?.[word] ?? section('en_US', name)?.[word];
  if (found === undefined) throw new Error(`no word ${key}`);
  return found;
}
