import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the launcher's helpers are plain JavaScript modules
import { missingCjkFontNote } from '../../scripts/fonts.mjs';

const note = missingCjkFontNote as (platform: string, env: Record<string, string | undefined>) => string | null;

/** A PATH whose only fc-list prints `families` (fontconfig's answer for :lang=zh). */
function fontconfigListing(families: string): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'fc-list-'));
  const script = join(dir, 'fc-list');
  writeFileSync(script, `#!/bin/sh\nprintf '%s' '${families}'\n`);
  chmodSync(script, 0o755);
  return { PATH: dir };
}

describe('the font npm start names for Chinese', () => {
  it('is fonts-noto-cjk, in one line, on a Linux machine without a Chinese font', () => {
    expect(note('linux', fontconfigListing(''))).toBe('No Chinese font here: Chinese shows as boxes until one is installed (sudo apt-get install -y fonts-noto-cjk).');
  });

  it('is not named where a Chinese font is installed, nor off Linux, nor where fontconfig is missing', () => {
    expect(note('linux', fontconfigListing('Noto Sans CJK SC\n'))).toBeNull();
    expect(note('darwin', fontconfigListing(''))).toBeNull();
    expect(note('linux', { PATH: '/nonexistent' })).toBeNull();
  });
});
