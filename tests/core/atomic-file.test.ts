import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../electron/core/atomic-file';

const folder = () => mkdtempSync(join(tmpdir(), 'atomic-file-'));

describe('a file written atomically', () => {
  it('is written whole, into a folder made on the way, with no temp file left behind', () => {
    const dir = folder();
    const path = join(dir, 'nested', 'file.json');
    writeFileAtomic(path, '{"v":1}');
    writeFileAtomic(path, '{"v":2}');
    expect(readFileSync(path, 'utf8')).toBe('{"v":2}');
    expect(readdirSync(join(dir, 'nested'))).toEqual(['file.json']);
  });

  it('is readable by this user only unless asked otherwise', () => {
    const dir = folder();
    writeFileAtomic(join(dir, 'secret.json'), '{}');
    writeFileAtomic(join(dir, 'entry.desktop'), '[Desktop Entry]', { mode: 0o644 });
    expect(statSync(join(dir, 'secret.json')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'entry.desktop')).mode & 0o777).toBe(0o644);
  });

  it('keeps the old content and leaves no temp file when the disk refuses the new one half way', () => {
    const dir = folder();
    const path = join(dir, 'settings.json');
    writeFileAtomic(path, 'old');
    const fullDisk = (temp: string, text: string) => {
      writeFileSync(temp, text.slice(0, 2));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    expect(() => writeFileAtomic(path, 'new content', { writeFile: fullDisk })).toThrow(/ENOSPC/);
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });
});
