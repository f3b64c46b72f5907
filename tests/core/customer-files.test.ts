import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerHash, writeFileAtomically } from '../../electron/core/customer-files';

describe('files kept per store and customer', () => {
  it('are named by a hash that ignores the case and spaces of the e-mail and differs by store and kind of file', () => {
    const buyer = { origin: 'https://a.example', email: 'Buyer@Example.com ' };
    expect(ownerHash(buyer)).toBe(ownerHash({ origin: 'https://a.example', email: 'buyer@example.com' }));
    expect(ownerHash(buyer)).not.toBe(ownerHash({ ...buyer, origin: 'https://b.example' }));
    expect(ownerHash(buyer, 'drafts')).not.toBe(ownerHash(buyer));
    expect(ownerHash(buyer)).not.toContain('example');
  });

  it('are written whole, into a folder made on the way, with no temp file left behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'customer-files-'));
    const path = join(dir, 'nested', 'file.json');
    await writeFileAtomically(path, '{"v":1}');
    await writeFileAtomically(path, '{"v":2}');
    expect(readFileSync(path, 'utf8')).toBe('{"v":2}');
    expect(readdirSync(join(dir, 'nested'))).toEqual(['file.json']);
  });
});
