import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dictionary, type Dictionary } from '../../wire/shop';

/**
 * The Malay dictionary: every `<section>.json` beside this file is one section (each section's owner writes
 * its own file, so nobody edits this index). Read once, on first use.
 */
let cached: Dictionary | null = null;

export function msMY(): Dictionary {
  if (cached) return cached;
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const sections: Record<string, unknown> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    sections[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  cached = dictionary.parse(sections);
  return cached;
}
