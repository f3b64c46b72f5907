// Chinese (zh-Hans, zh-Hant) needs a CJK font on the machine: without one, Chromium and Electron
// draw its characters as boxes. Windows and macOS ship one; a Linux desktop may not.
import { spawnSync } from 'node:child_process';

/**
 * One line naming the font to install when this Linux machine has no Chinese font (fontconfig's
 * `fc-list :lang=zh`), else null. Null too where fontconfig cannot be asked.
 */
export function missingCjkFontNote(platform = process.platform, env = process.env) {
  if (platform !== 'linux') return null;
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { env, encoding: 'utf8' });
  if (listed.error || listed.status !== 0) return null;
  if (listed.stdout.trim() !== '') return null;
  return 'No Chinese font here: Chinese shows as boxes until one is installed (sudo apt-get install -y fonts-noto-cjk).';
}
